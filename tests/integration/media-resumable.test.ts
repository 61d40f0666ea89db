import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELETE as cancelUpload,
  GET as uploadStatus,
  PUT as putChunkRoute,
} from "@/app/(api)/api/media-uploads/[id]/route";
import { POST as startUpload } from "@/app/(api)/api/media-uploads/route";
import { GET as serveFile } from "@/app/(api)/media/file/[id]/route";
import { MEDIA_RULES } from "@/lib/media/library/rules";
import { RESUMABLE_CHUNK_BYTES } from "@/lib/media/library/resumable";
import type { MediaItem } from "@/lib/media/library/types";
import { postAs } from "../support/booking-fixtures";
import { makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { fetchAs, mp4Bytes, tempUploadsFolder, type Who } from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

const MB = 1024 * 1024;
let t: TestDatabase;
let owner: Who, other: Who;

const uploads = tempUploadsFolder("media-resumable");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  owner = { id: (await makeUser(t.db)).id, role: "student" };
  other = { id: (await makeUser(t.db)).id, role: "student" };
});

afterAll(async () => {
  await t.destroy();
});

const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function put(
  who: Who,
  id: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
) {
  const res = await putChunkRoute(
    new Request(`http://localhost/api/media-uploads/${id}`, {
      method: "PUT",
      headers: { ...(await cookieHeaderFor(who)), "upload-offset": String(offset) },
      body: body as BodyInit,
      duplex: "half",
    } as RequestInit),
    ctx(id),
  );
  return { status: res.status, body: await res.json() };
}

async function status(who: Who, id: string) {
  const res = await uploadStatus(
    new Request(`http://localhost/api/media-uploads/${id}`, {
      headers: await cookieHeaderFor(who),
    }),
    ctx(id),
  );
  return { status: res.status, body: await res.json() };
}

/** A body that sends `bytes` of `part` and then fails, as a dropped mobile connection does. */
function droppedAfter(part: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        controller.enqueue(part);
        sent = true;
      } else controller.error(new Error("connection dropped"));
    },
  });
}

describe("resumable uploads", () => {
  it("takes a video in chunks, survives a dropped chunk and a repeated one, and stores it whole", async () => {
    const size = 3 * MB + 123;
    const file = mp4Bytes(size);
    const start = await postAs(startUpload, "/api/media-uploads", owner, {
      med_type: 1,
      file_name: "recital.mp4",
      size,
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      responseCode: 200,
      offset: 0,
      size,
      chunk_bytes: RESUMABLE_CHUNK_BYTES,
    });
    const id = start.body.upload_id as string;

    expect((await put(owner, id, 0, file.subarray(0, MB))).body.offset).toBe(MB);
    // A repeat of the first chunk (the answer was lost): 409 with the offset to resume from.
    const again = await put(owner, id, 0, file.subarray(0, MB));
    expect(again.status).toBe(409);
    expect(again.body.offset).toBe(MB);
    // The next chunk drops half-way: nothing moves.
    await put(owner, id, MB, droppedAfter(file.subarray(MB, MB + 300_000))).catch(() => null);
    expect((await status(owner, id)).body.offset).toBe(MB);
    // Another user can not see or feed it.
    expect((await status(other, id)).status).toBe(404);
    expect((await put(other, id, MB, file.subarray(MB, 2 * MB))).status).toBe(404);

    expect((await put(owner, id, MB, file.subarray(MB, 2 * MB))).body.offset).toBe(2 * MB);
    const done = await put(owner, id, 2 * MB, file.subarray(2 * MB));
    expect(done.status).toBe(200);
    const item = done.body.data as MediaItem;
    expect(item).toMatchObject({
      med_type: 1,
      size_bytes: size,
      mime_type: "video/mp4",
      media_name: "recital.mp4",
    });
    const served = Buffer.from(
      await (await fetchAs(serveFile, item.media_url!, owner)).arrayBuffer(),
    );
    expect(served.equals(Buffer.from(file))).toBe(true);
    expect(await readdir(path.join(uploads.dir, ".partial"))).toEqual([]);
    expect((await status(owner, id)).status).toBe(404);
  });

  it("refuses an oversized, a too-large-for-quota and a fake video before or at the first chunk", async () => {
    const big = await postAs(startUpload, "/api/media-uploads", owner, {
      med_type: 1,
      file_name: "big.mp4",
      size: MEDIA_RULES[1].maxBytes + 1,
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(MEDIA_RULES[1].sizeMessage);
    process.env.MEDIA_QUOTA_BYTES = String(10 * MB);
    try {
      const full = await postAs(startUpload, "/api/media-uploads", owner, {
        med_type: 1,
        file_name: "a.mp4",
        size: 20 * MB,
      });
      expect(full.body.responseCode).toBe(212);
    } finally {
      delete process.env.MEDIA_QUOTA_BYTES;
    }
    const bad = await postAs(startUpload, "/api/media-uploads", owner, {
      med_type: 1,
      file_name: "../x.mp4",
      size: 10,
    });
    expect(bad.status).toBe(400);

    const html = Buffer.from("<html><script>alert(1)</script></html>".padEnd(70_000, " "));
    const s = await postAs(startUpload, "/api/media-uploads", owner, {
      med_type: 1,
      file_name: "x.mp4",
      size: html.length,
    });
    const res = await put(owner, s.body.upload_id, 0, html);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MEDIA_RULES[1].formatMessage);
    expect((await status(owner, s.body.upload_id)).status).toBe(404);
  });

  it("refuses a chunk over 8 MiB and lets the user cancel", async () => {
    const size = 20 * MB;
    const s = await postAs(startUpload, "/api/media-uploads", owner, {
      med_type: 1,
      file_name: "v.mp4",
      size,
    });
    const id = s.body.upload_id as string;
    const res = await put(owner, id, 0, mp4Bytes(RESUMABLE_CHUNK_BYTES + 1));
    expect(res.status).toBe(413);
    expect((await status(owner, id)).body.offset).toBe(0);
    const cancel = await cancelUpload(
      new Request(`http://localhost/api/media-uploads/${id}`, {
        method: "DELETE",
        headers: await cookieHeaderFor(owner),
      }),
      ctx(id),
    );
    expect(cancel.status).toBe(200);
    expect((await status(owner, id)).status).toBe(404);
    expect(await readdir(path.join(uploads.dir, ".partial"))).toEqual([]);
  });
});
