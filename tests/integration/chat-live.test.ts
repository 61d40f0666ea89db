import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as stream } from "@/app/(api)/api/chat/stream/route";
import { POST as teacherSend } from "@/app/(api)/em/sendMessageToStudent/route";
import { chatHub } from "@/lib/chat/live";
import { postAs } from "../support/booking-fixtures";
import { eventReader, hasEvent } from "../support/chat-events";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

// Live delivery inside one process: the stream route subscribes to the Postgres LISTEN of the app
// database, a send NOTIFYs at commit, and only the connections that may see the message hear it.
// tests/faults/chat-two-servers.test.ts does the same across two app servers.

let t: TestDatabase;
let teacher: { id: number; role: "teacher" };
let alice: { id: number; role: "student" };
let sibling: { id: number; role: "student" };
let stranger: { id: number; role: "student" };

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  teacher = { id: (await makeTeacher(t.db, subject)).user.id, role: "teacher" };
  alice = { id: (await makeUser(t.db, { mobile: "9555000101" })).id, role: "student" };
  sibling = {
    id: (await makeUser(t.db, { mobile: "9555000101", email: null })).id,
    role: "student",
  };
  stranger = { id: (await makeUser(t.db)).id, role: "student" };
  await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt: new Date(Date.now() + 3_600_000),
    students: [{ id: alice.id }],
  });
});
afterAll(async () => {
  await chatHub().close();
  await t.destroy();
});

async function open(user: { id: number; role: "student" | "teacher" }) {
  const abort = new AbortController();
  const res = await stream(
    new Request("http://localhost/api/chat/stream", {
      headers: await cookieHeaderFor(user),
      signal: abort.signal,
    }),
  );
  return { res, abort };
}

describe("GET /api/chat/stream", () => {
  it("delivers a new message to the child and the family, and not to another family", async () => {
    const child = await open(alice);
    const parent = await open(sibling);
    const other = await open(stranger);
    expect(child.res.headers.get("content-type")).toContain("text/event-stream");
    const streams = [child, parent, other].map((s) => eventReader(s.res.body!));
    for (const s of streams) expect(await s.until(hasEvent("ready"))).toHaveLength(1);
    const sent = await postAs(teacherSend, "/em/sendMessageToStudent", teacher, {
      message_to: alice.id,
      message: "Live hello",
    });
    expect(sent.status).toBe(200);
    const doorbell = { event: "message", data: JSON.stringify({ id: sent.body.data.id }) };
    for (const s of streams.slice(0, 2))
      expect(await s.until(hasEvent("message"))).toContainEqual(doorbell);
    // Another family's stream heard nothing more than its ready event.
    other.abort.abort();
    expect((await streams[2]!.until(() => false, 300)).map((e) => e.event)).toEqual(["ready"]);
    for (const s of streams) await s.close();
    child.abort.abort();
    parent.abort.abort();
  });

  it("refuses anonymous and admin callers", async () => {
    expect((await stream(new Request("http://localhost/api/chat/stream"))).status).toBe(401);
    const admin = await stream(
      new Request("http://localhost/api/chat/stream", {
        headers: await cookieHeaderFor({
          id: (await makeUser(t.db, { role: "admin" })).id,
          role: "admin",
        }),
      }),
    );
    expect(admin.status).toBe(403);
  });
});
