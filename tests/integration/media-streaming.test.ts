import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as uploadVideoRoute } from "@/app/(api)/api/upload-video/route";
import { GET as serveFile } from "@/app/(api)/media/file/[id]/route";
import { MEDIA_RULES } from "@/lib/media/library/rules";
import type { MediaItem } from "@/lib/media/library/types";
import { makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import {
  fetchAs,
  measureMemory,
  mp4Bytes,
  streamedMultipart,
  tempUploadsFolder,
  type Who,
} from "../support/media-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

const MB = 1024 * 1024;
/** How much the process may grow while a 200 MB upload streams through it. */
const MEMORY_BOUND = 100 * MB;

let t: TestDatabase;
let student: Who;

const uploads = tempUploadsFolder("media-streaming");

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const u = await makeUser(t.db);
  student = { id: u.id, role: "student" };
});

afterAll(async () => {
  await t.destroy();
});

async function streamUpload(size: number, declareLength = true) {
  const form = streamedMultipart(
    { title: "Recital" },
    { field: "file", name: "recital.mp4", type: "video/mp4", head: mp4Bytes(4096), size },
  );
  const headers = {
    ...(await cookieHeaderFor(student)),
    "content-type": form.contentType,
    ...(declareLength ? { "content-length": String(form.length) } : {}),
  };
  const request = new Request("http://localhost/api/upload-video", {
    method: "POST",
    headers,
    body: form.body,
    duplex: "half",
  } as RequestInit);
  const response = await uploadVideoRoute(request);
  return { status: response.status, body: await response.json(), pulled: form.pulled() };
}

describe("a large video upload streams to storage", () => {
  it("keeps the server's memory flat for a 200 MB file (memory measured, not time)", async () => {
    const size = 200_000_000;
    const { result, growth, baselineRss, peakRss } = await measureMemory(() => streamUpload(size));
    console.info(
      `200 MB upload: RSS baseline ${(baselineRss / MB).toFixed(0)} MB, peak ${(peakRss / MB).toFixed(0)} MB, growth ${(growth / MB).toFixed(1)} MB`,
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const item = result.body.data as MediaItem;
    expect(item).toMatchObject({ med_type: 1, size_bytes: size, mime_type: "video/mp4" });
    expect(growth).toBeLessThan(MEMORY_BOUND);
    const [file] = await readdir(path.join(uploads.dir, "media"));
    expect((await stat(path.join(uploads.dir, "media", file!))).size).toBe(size);

    // Seeking near the end reads only that range.
    const tail = await fetchAs(serveFile, item.media_url!, student, { range: "bytes=199999000-" });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(1000);
  });

  it("(control) the probe does see a body read whole into memory", async () => {
    const form = streamedMultipart(
      {},
      { field: "file", name: "x.mp4", type: "video/mp4", head: mp4Bytes(4096), size: 150 * MB },
    );
    const { growth } = await measureMemory(async () => {
      const whole = await new Response(form.body).arrayBuffer();
      return whole.byteLength;
    });
    expect(growth).toBeGreaterThan(MEMORY_BOUND);
  });

  it("refuses a declared body over 200 MB before reading it", async () => {
    const res = await streamUpload(MEDIA_RULES[1].maxBytes + 20 * MB);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MEDIA_RULES[1].sizeMessage);
    expect(res.pulled).toBeLessThan(2 * MB);
  });

  it("abandons an undeclared video as soon as it passes 200 MB and keeps nothing", async () => {
    const before = await readdir(path.join(uploads.dir, "media"));
    const res = await streamUpload(MEDIA_RULES[1].maxBytes + 100 * MB, false);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MEDIA_RULES[1].sizeMessage);
    // Read up to the limit and a few chunks of slack, never the remaining 100 MB.
    expect(res.pulled).toBeLessThan(MEDIA_RULES[1].maxBytes + 10 * MB);
    expect(await readdir(path.join(uploads.dir, "media"))).toEqual(before);
  });
});
