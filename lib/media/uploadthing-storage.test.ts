import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { newLibraryKey, newMediaKey } from "./keys";
import { UploadThingStorage, uploadThingId } from "./uploadthing-storage";

const token = Buffer.from(
  JSON.stringify({ apiKey: "sk_test_123", appId: "app123", regions: ["sea1"] }),
).toString("base64");

/** A fake of UploadThing's HTTP: ingest (PUT), the file API (POST /v6/...) and the CDN (GET). */
function fakeUploadThing() {
  const files = new Map<string, { bytes: Uint8Array; type: string }>();
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, url: url.origin + url.pathname });
    if (request.method === "PUT" && url.host === "sea1.ingest.uploadthing.com") {
      expect(url.searchParams.get("signature")).toMatch(/^hmac-sha256=/);
      const form = await request.formData();
      const file = form.get("file") as File;
      const customId = url.searchParams.get("x-ut-custom-id")!;
      files.set(customId, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        type: file.type,
      });
      const ufsUrl = `https://app123.ufs.sh/f/${customId}`;
      return Response.json({ url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: "h" });
    }
    if (request.method === "POST" && url.host === "api.uploadthing.com") {
      expect(request.headers.get("x-uploadthing-api-key")).toBe("sk_test_123");
      const body = (await request.json()) as { customIds: string[] };
      calls.at(-1)!.body = body;
      if (url.pathname === "/v6/getFileUrl") {
        const data = body.customIds
          .filter((id) => files.has(id))
          .map((id) => ({ key: id, url: `https://app123.ufs.sh/f/${id}` }));
        return Response.json({ data });
      }
      if (url.pathname === "/v6/deleteFiles") {
        const deleted = body.customIds.filter((id) => files.delete(id)).length;
        return Response.json({ success: true, deletedCount: deleted });
      }
    }
    if (request.method === "GET" && url.host === "app123.ufs.sh") {
      const file = files.get(url.pathname.replace("/f/", ""));
      if (!file) return new Response("not found", { status: 404 });
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get("range") ?? "");
      if (range) {
        const [start, end] = [Number(range[1]), Number(range[2])];
        return new Response(file.bytes.slice(start, end + 1) as BodyInit, {
          status: 206,
          headers: { "content-range": `bytes ${start}-${end}/${file.bytes.byteLength}` },
        });
      }
      return new Response(file.bytes as BodyInit, {
        headers: { "content-type": file.type, "content-length": String(file.bytes.byteLength) },
      });
    }
    return new Response("unexpected", { status: 500 });
  };
  return { fetch, files, calls };
}

describe("UploadThing storage adapter (UTApi with an injected fetch)", () => {
  it("uploads under our key as the custom id, reads it back and deletes it", async () => {
    const fake = fakeUploadThing();
    const storage = new UploadThingStorage({ token, fetch: fake.fetch });
    const key = newMediaKey("avatars", "image/png");
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

    await storage.put(key, bytes, "image/png");
    expect(fake.files.get(uploadThingId(key))).toEqual({ bytes, type: "image/png" });

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/png", size: bytes.byteLength });
    expect(new Uint8Array(await new Response(file!.stream).arrayBuffer())).toEqual(bytes);

    await storage.delete(key);
    expect(fake.files.size).toBe(0);
    expect(fake.calls.find((c) => c.url.endsWith("/v6/deleteFiles"))?.body).toEqual({
      customIds: [uploadThingId(key)],
    });
    expect(await storage.get(key)).toBeNull();
  });

  it("streams an upload through a temporary file (removed after), and reads a byte range", async () => {
    const fake = fakeUploadThing();
    const storage = new UploadThingStorage({ token, fetch: fake.fetch });
    const key = newLibraryKey("video/mp4")!;
    const parts = [Buffer.from("ftyp-part-one-"), Buffer.alloc(100_000, 7), Buffer.from("-end")];
    const spoolsBefore = (await readdir(tmpdir())).filter((f) => f.startsWith("ut-upload-"));
    const written = await storage.putStream(key, Readable.from(parts), "video/mp4");
    const whole = Buffer.concat(parts);
    expect(written).toBe(whole.length);
    expect(Buffer.from(fake.files.get(uploadThingId(key))!.bytes).equals(whole)).toBe(true);
    const spoolsAfter = (await readdir(tmpdir())).filter((f) => f.startsWith("ut-upload-"));
    expect(spoolsAfter).toEqual(spoolsBefore);

    const part = await storage.get(key, { start: 5, end: 13 });
    expect(part).toMatchObject({ contentType: "video/mp4", size: whole.length });
    expect(Buffer.from(await new Response(part!.stream).arrayBuffer()).toString()).toBe(
      "part-one-",
    );
  });

  it("refuses keys it did not make", async () => {
    const storage = new UploadThingStorage({ token, fetch: fakeUploadThing().fetch });
    await expect(storage.put("../etc/passwd", new Uint8Array([1]), "image/png")).rejects.toThrow(
      /Not a media key/,
    );
  });
});
