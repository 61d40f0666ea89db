import { utimes, writeFile, readdir } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  GET as uploadStatus,
  PUT as putChunkRoute,
} from "@/app/(api)/api/media-uploads/[id]/route";
import { POST as startUpload } from "@/app/(api)/api/media-uploads/route";
import { POST as uploadMediaRoute } from "@/app/(api)/api/upload-media/route";
import type { DbHandle } from "@/db/client";
import { expireMediaUploads } from "@/lib/media/library/expire-uploads";
import { usedBytes } from "@/lib/media/library/quota";
import { MAX_OPEN_UPLOADS, RESUMABLE_IDLE_MINUTES } from "@/lib/media/library/resumable";
import { MEDIA_MESSAGES, MEDIA_RULES } from "@/lib/media/library/rules";
import { rowsOf } from "@/lib/db-rows";
import { postAs } from "../support/booking-fixtures";
import { makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { mp4Bytes, tempUploadsFolder, uploadAs, type Who } from "../support/media-fixtures";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";

// Issue 43, finding 6: one account opened 215 resumable uploads declaring 42 GB (quota 2 GiB) in 2 s;
// open uploads were not counted and never swept. Now an open upload counts its declared size toward
// the quota, an account has at most MAX_OPEN_UPLOADS open at once, and an upload left idle expires
// and is removed with its staged bytes by the expire-media-uploads job (decision 043).
// Finding 16: a chunk over 8 MiB had the 200 MB video message; an upload refused by content
// sniffing mid-stream once raised an uncaught "ReadableStream is already closed".

const MB = 1024 * 1024;
let t: TestDatabase;
let pool: DbHandle;
const uploads = tempUploadsFolder("hardening-uploads");

beforeAll(async () => ({ t, pool } = await openRacingDb(12)));
afterAll(() => closeRacingDb({ t, pool }));
afterEach(() => {
  delete process.env.MEDIA_QUOTA_BYTES;
});

async function someone(): Promise<Who> {
  return { id: (await makeUser(t.db)).id, role: "student" };
}

const open = (who: Who, size: number, name = "v.mp4") =>
  postAs(startUpload, "/api/media-uploads", who, { med_type: 1, file_name: name, size });

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function put(who: Who, id: string, offset: number, bytes: Uint8Array) {
  const res = await putChunkRoute(
    new Request(`http://localhost/api/media-uploads/${id}`, {
      method: "PUT",
      headers: { ...(await cookieHeaderFor(who)), "upload-offset": String(offset) },
      body: bytes as BodyInit,
      duplex: "half",
    } as RequestInit),
    ctx(id),
  );
  return { status: res.status, body: await res.json() };
}

async function statusOf(who: Who, id: string) {
  const res = await uploadStatus(
    new Request(`http://localhost/api/media-uploads/${id}`, {
      headers: await cookieHeaderFor(who),
    }),
    ctx(id),
  );
  return res.status;
}

/**
 * Runs `send` with a body as Next hands it to a route (a Node stream the Request wraps), then ends
 * that stream (the client finishes sending after the answer) and answers the uncaught errors seen.
 */
async function withUncaught(send: (socket: PassThrough) => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  const socket = new PassThrough();
  try {
    await send(socket);
    socket.end();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    process.off("uncaughtException", record);
  }
  return uncaught;
}

const staged = async () =>
  (await readdir(path.join(uploads.dir, ".partial")).catch(() => [])).sort();

describe("open resumable uploads and the quota (finding 6)", () => {
  it("many opens at once never declare more than the quota", async () => {
    process.env.MEDIA_QUOTA_BYTES = String(250 * MB);
    const who = await someone();
    const answers = await race(Array.from({ length: 12 }, () => () => open(who, 100 * MB)));
    const opened = answers.filter((a) => a.body.status === "pending");
    expect(opened).toHaveLength(2);
    for (const a of answers.filter((x) => x.body.status !== "pending")) {
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ responseCode: 212, message: MEDIA_MESSAGES.quotaFull });
    }
    expect(await usedBytes(t.db, who.id, new Date())).toBe(200 * MB);
  });

  it("an account has at most MAX_OPEN_UPLOADS open at once", async () => {
    const who = await someone();
    const answers = await race(Array.from({ length: 10 }, () => () => open(who, 10 * MB)));
    expect(answers.filter((a) => a.body.status === "pending")).toHaveLength(MAX_OPEN_UPLOADS);
    for (const a of answers.filter((x) => x.body.status !== "pending")) {
      expect(a.status).toBe(429);
      expect(a.body).toMatchObject({ responseCode: 429, message: MEDIA_MESSAGES.tooManyOpen });
    }
  });

  it("a plain upload finds the room an open upload declared taken", async () => {
    process.env.MEDIA_QUOTA_BYTES = String(10 * MB);
    const who = await someone();
    expect((await open(who, 9 * MB)).body.status).toBe("pending");
    const res = await uploadAs(uploadMediaRoute, "/api/upload-media", who, { med_type: "1" }, [
      { bytes: mp4Bytes(2 * MB), name: "clip.mp4" },
    ]);
    expect(res.body).toMatchObject({ responseCode: 212, message: MEDIA_MESSAGES.quotaFull });
  });

  it("an idle upload expires: it stops counting, takes no chunk, and the job removes it and its bytes", async () => {
    process.env.MEDIA_QUOTA_BYTES = String(50 * MB);
    const who = await someone();
    const started = await open(who, 40 * MB);
    const id = started.body.upload_id as string;
    expect((await put(who, id, 0, mp4Bytes(MB))).body.offset).toBe(MB);
    expect(await staged()).toContain(id);
    // A staging file nobody owns (its row gone), older than the idle time: swept too.
    const orphan = path.join(uploads.dir, ".partial", "0b0e5f3e-6a61-4f4e-9d36-2d9b8c7a1e00");
    await writeFile(orphan, "x");
    const old = new Date(Date.now() - (RESUMABLE_IDLE_MINUTES + 5) * 60_000);
    await utimes(orphan, old, old);

    // Its idle time runs out (as if the phone went away for good).
    await t.db.execute(sql`
      update media_uploads set expires_at = now() - interval '1 second' where id = ${id}`);
    const now = new Date();
    expect(await usedBytes(t.db, who.id, now)).toBe(0);
    expect(await statusOf(who, id)).toBe(404);
    expect((await put(who, id, MB, mp4Bytes(MB))).status).toBe(404);
    expect((await open(who, 40 * MB)).body.status).toBe("pending");

    const removed = await expireMediaUploads(t.db, now);
    expect(removed).toBe(1);
    const left = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from media_uploads where owner_id = ${who.id}`),
    );
    expect(left).toHaveLength(1);
    const files = await staged();
    expect(files).not.toContain(id);
    expect(files).not.toContain(path.basename(orphan));
    expect(files).toContain(left[0]!.id);
    // Running it again changes nothing.
    expect(await expireMediaUploads(t.db, now)).toBe(0);
  });
});

describe("resumable chunks and streamed refusals (finding 16)", () => {
  it("a chunk over 8 MiB answers 413 with a message of its own", async () => {
    const who = await someone();
    const id = (await open(who, 20 * MB)).body.upload_id as string;
    const res = await put(who, id, 0, mp4Bytes(8 * MB + 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MEDIA_MESSAGES.chunkTooLarge);
    expect(res.body.message).not.toBe(MEDIA_RULES[1].sizeMessage);
  });

  it("an upload refused by sniffing while its body still streams raises no uncaught error", async () => {
    const who = await someone();
    const boundary = "----sniff-refusal";
    const uncaught = await withUncaught(async (socket) => {
      socket.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="med_type"\r\n\r\n1\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n` +
          `Content-Type: video/mp4\r\n\r\n`,
      );
      socket.write(Buffer.alloc(96 * 1024, "not a video "));
      const res = await uploadMediaRoute(
        new Request("http://localhost/api/upload-media", {
          method: "POST",
          headers: {
            ...(await cookieHeaderFor(who)),
            "content-type": `multipart/form-data; boundary=${boundary}`,
          },
          body: socket as unknown as BodyInit,
          duplex: "half",
        } as RequestInit),
      );
      expect(res.status).toBe(415);
      expect((await res.json()).message).toBe(MEDIA_RULES[1].formatMessage);
    });
    expect(uncaught).toEqual([]);
  });

  it("a chunk refused as too large while it still streams raises no uncaught error", async () => {
    const who = await someone();
    const id = (await open(who, 20 * MB)).body.upload_id as string;
    const uncaught = await withUncaught(async (socket) => {
      socket.write(mp4Bytes(8 * MB + 64 * 1024));
      const res = await putChunkRoute(
        new Request(`http://localhost/api/media-uploads/${id}`, {
          method: "PUT",
          headers: { ...(await cookieHeaderFor(who)), "upload-offset": "0" },
          body: socket as unknown as BodyInit,
          duplex: "half",
        } as RequestInit),
        ctx(id),
      );
      expect(res.status).toBe(413);
    });
    expect(uncaught).toEqual([]);
  });
});
