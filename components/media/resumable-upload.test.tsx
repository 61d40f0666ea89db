import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "@/lib/media/library/rules";
import { UploadAbortedError } from "./upload-with-progress";
import { resumableUpload } from "./resumable-upload";

const CHUNK = 4;

/**
 * A fake of the resumable upload routes: keeps the received bytes, answers the protocol, and can
 * drop the connection of chosen PUTs after storing their bytes (the server got them, the browser
 * never heard back) or before.
 */
function fakeServer(
  opts: { dropAfterStoring?: number[]; dropBefore?: number[]; finish?: unknown } = {},
) {
  let received = new Uint8Array(0);
  let size = 0;
  let puts = 0;
  const calls: string[] = [];
  const pending = () =>
    Response.json({
      responseCode: 200,
      status: "pending",
      upload_id: "u1",
      offset: received.length,
      size,
      chunk_bytes: CHUNK,
    });
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push(
      `${method} ${String(input)}${method === "PUT" ? ` @${(init?.headers as Record<string, string>)["upload-offset"]}` : ""}`,
    );
    if (method === "POST") {
      size = (JSON.parse(String(init?.body)) as { size: number }).size;
      return pending();
    }
    if (method === "GET" || method === "DELETE") return pending();
    puts += 1;
    if (opts.dropBefore?.includes(puts)) throw new TypeError("Failed to fetch");
    const offset = Number((init?.headers as Record<string, string>)["upload-offset"]);
    if (offset !== received.length) {
      return Response.json(
        { responseCode: 409, status: "error", message: "x", offset: received.length },
        { status: 409 },
      );
    }
    const bytes = new Uint8Array(await (init?.body as Blob).arrayBuffer());
    const next = new Uint8Array(received.length + bytes.length);
    next.set(received);
    next.set(bytes, received.length);
    received = next;
    if (opts.dropAfterStoring?.includes(puts)) throw new TypeError("Failed to fetch");
    if (received.length === size) {
      return Response.json(
        opts.finish ?? {
          responseCode: 200,
          status: "success",
          message: MEDIA_MESSAGES.uploaded,
          data: { id: "MQ==" },
        },
      );
    }
    return pending();
  }) as typeof fetch;
  return { impl, calls, received: () => received };
}

function fileOf(text: string) {
  return Object.assign(new Blob([text]), { name: "lesson.mp4" });
}

const instant = async () => {};

describe("resumableUpload", () => {
  it("sends the file in chunks at their offsets and reports progress", async () => {
    const server = fakeServer();
    const seen: number[] = [];
    const result = await resumableUpload({
      file: fileOf("abcdefghij"),
      medType: 1,
      onProgress: (p) => seen.push(p),
      fetchImpl: server.impl,
      wait: instant,
    });
    expect(result.body).toMatchObject({ responseCode: 200, data: { id: "MQ==" } });
    expect(new TextDecoder().decode(server.received())).toBe("abcdefghij");
    expect(server.calls.filter((c) => c.startsWith("PUT"))).toEqual([
      "PUT /api/media-uploads/u1 @0",
      "PUT /api/media-uploads/u1 @4",
      "PUT /api/media-uploads/u1 @8",
    ]);
    expect(seen).toEqual([0, 40, 80, 100]);
  });

  it("after a dropped connection asks the server where it got to and goes on from there", async () => {
    const server = fakeServer({ dropAfterStoring: [2], dropBefore: [3] });
    const result = await resumableUpload({
      file: fileOf("abcdefghijkl"),
      medType: 1,
      onProgress: () => {},
      fetchImpl: server.impl,
      wait: instant,
    });
    expect(result.body).toMatchObject({ responseCode: 200 });
    // Every byte exactly once, though the browser never heard back about the second chunk.
    expect(new TextDecoder().decode(server.received())).toBe("abcdefghijkl");
    expect(server.calls).toContain("GET /api/media-uploads/u1");
  });

  it("hands back a refusal to open (212 quota) untouched", async () => {
    const full = {
      responseCode: 212,
      status: "error",
      message: MEDIA_MESSAGES.quotaFull,
      quota_bytes: 1,
      used_bytes: 1,
    };
    const impl = (async () => Response.json(full)) as typeof fetch;
    await expect(
      resumableUpload({ file: fileOf("abc"), medType: 1, onProgress: () => {}, fetchImpl: impl }),
    ).resolves.toEqual({ status: 200, body: full });
  });

  it("a cancel stops sending and deletes the upload on the server", async () => {
    const server = fakeServer();
    const controller = new AbortController();
    const upload = resumableUpload({
      file: fileOf("abcdefghij"),
      medType: 6,
      onProgress: (p) => {
        if (p >= 40) controller.abort();
      },
      signal: controller.signal,
      fetchImpl: server.impl,
      wait: instant,
    });
    await expect(upload).rejects.toBeInstanceOf(UploadAbortedError);
    expect(server.calls.at(-1)).toBe("DELETE /api/media-uploads/u1");
    expect(server.received().length).toBe(4);
  });

  it("gives up after repeated network failures", async () => {
    const server = fakeServer({ dropBefore: [1, 2, 3, 4, 5, 6, 7] });
    await expect(
      resumableUpload({
        file: fileOf("abcdef"),
        medType: 1,
        onProgress: () => {},
        fetchImpl: server.impl,
        wait: instant,
      }),
    ).rejects.toThrow("Failed to fetch");
  });
});
