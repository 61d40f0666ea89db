import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type DbHandle } from "@/db/client";
import { eventReader, hasEvent } from "../support/chat-events";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { freePort, startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { makeClass } from "../support/timetable-factories";

// Issue 19: live chat across app servers. Two production servers (scripts/server.mjs, the built
// app) on different ports share one Postgres; a teacher sends on one, the student's event stream on
// the other hears it, through Postgres LISTEN/NOTIFY (no shared memory between the servers).
// Needs `npm run build` first (the lead's `npm test` builds before this project runs).

const ROOT = path.resolve(import.meta.dirname, "../..");

let pg: PrivatePostgres;
let handle: DbHandle;
const servers: ChildProcess[] = [];

async function startServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: pg.url,
        // Production on Postgres starts only with a KYC key (lib/env.ts, issue 43.14).
        KYC_MASTER_KEY: `faults:${Buffer.alloc(32, 7).toString("base64")}`,
        SEED_ON_START: "false",
        WEB_CONCURRENCY: "1",
        JOBS_WORKERS: "false",
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      stdio: "ignore",
    },
  );
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return url;
    if (child.exitCode !== null)
      throw new Error(`The server on ${port} exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server on ${port} did not answer /api/health`);
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("chat-two-servers needs the production build: run `npm run build` first");
  pg = await startPrivatePostgres();
  handle = await openDatabase({ url: pg.url, max: 3 });
  await migrateDatabase(handle);
}, 90_000);

afterAll(async () => {
  for (const s of servers) if (s.exitCode === null) s.kill("SIGTERM");
  await handle?.close();
  await pg?.destroy();
});

describe("live chat across two app servers", () => {
  it("a message sent on one server reaches the student's stream on the other", async () => {
    const db = handle.db;
    const subject = await makeSubject(db, (await makeStream(db)).id);
    const teacher = { id: (await makeTeacher(db, subject)).user.id, role: "teacher" as const };
    const student = { id: (await makeUser(db)).id, role: "student" as const };
    await makeClass(db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt: new Date(Date.now() + 3_600_000),
      students: [{ id: student.id }],
    });
    const [a, b] = await Promise.all([startServer(), startServer()]);

    const abort = new AbortController();
    const stream = await fetch(`${b}/api/chat/stream`, {
      headers: await cookieHeaderFor(student),
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const events = eventReader(stream.body!);
    expect((await events.until(hasEvent("ready"), 30_000)).map((e) => e.event)).toEqual(["ready"]);

    // Send once the stream is subscribed (its ready event), on the other server.
    const sent = await fetch(`${a}/em/sendMessageToStudent`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await cookieHeaderFor(teacher)) },
      body: JSON.stringify({ message_to: student.id, message: "Across servers" }),
    });
    expect(sent.status).toBe(200);
    const { data } = (await sent.json()) as { data: { id: number } };

    const heard = await events.until(hasEvent("message"), 30_000);
    await events.close();
    abort.abort();
    expect(heard.find((e) => e.event === "message")!.data).toBe(JSON.stringify({ id: data.id }));

    // The other server answers the poll with the message: the database is the source of truth.
    const polled = await fetch(`${b}/get-chat-msgByid?id=0`, {
      headers: await cookieHeaderFor(student),
    });
    expect(((await polled.json()) as { data: { msg_text: string }[] }).data).toMatchObject([
      { msg_text: "Across servers" },
    ]);
  });
});
