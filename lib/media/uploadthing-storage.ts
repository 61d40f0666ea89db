import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UTApi } from "uploadthing/server";
import { assertValidMediaKey, contentTypeOfKey } from "./keys";
import type { ByteRange, MediaStorage, StoredFile } from "./storage";

type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface UploadThingOptions {
  /** UPLOADTHING_TOKEN: base64 JSON { apiKey, appId, regions }. */
  token: string;
  /** Injected in tests; the SDK and our file downloads both use it. */
  fetch?: FetchLike;
  /** Overrides for the SDK's API and ingest hosts (tests, self-hosted proxies). */
  apiUrl?: string;
  ingestUrl?: string;
}

/**
 * UploadThing in place of a custom id: our key with "/" made "_" (a plain name on their side). We
 * upload with it as the file's customId, so our key is all we ever store.
 */
export const uploadThingId = (key: string) => key.replace(/\//g, "_");

/**
 * The production adapter: files in UploadThing through its server SDK (UTApi). The SDK is loaded
 * and constructed on first use, so the local default never pays for it.
 */
export class UploadThingStorage implements MediaStorage {
  readonly kind = "uploadthing" as const;
  private api: Promise<UTApi> | undefined;

  constructor(private readonly options: UploadThingOptions) {}

  private utapi(): Promise<UTApi> {
    this.api ??= import("uploadthing/server").then(
      ({ UTApi }) =>
        new UTApi({
          token: this.options.token,
          fetch: this.options.fetch,
          apiUrl: this.options.apiUrl,
          ingestUrl: this.options.ingestUrl,
          logLevel: "Error",
          defaultKeyType: "customId",
        }),
    );
    return this.api;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidMediaKey(key);
    const { UTFile } = await import("uploadthing/server");
    const id = uploadThingId(key);
    const file = new UTFile([bytes as BlobPart], id, { type: contentType, customId: id });
    const result = await (await this.utapi()).uploadFiles(file);
    if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
  }

  /**
   * UploadThing's server SDK takes a File, not a stream: the upload is spooled to a temporary file
   * first (never to memory) and handed over as a disk-backed Blob (fs.openAsBlob), then removed.
   * Peak memory stays at the stream buffers; disk holds one copy until the upload ends.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<number> {
    assertValidMediaKey(key);
    const dir = await mkdtemp(path.join(tmpdir(), "ut-upload-"));
    const spool = path.join(dir, "file");
    try {
      const out = createWriteStream(spool);
      await pipeline(body, out);
      const { UTFile } = await import("uploadthing/server");
      const id = uploadThingId(key);
      const blob = await openAsBlob(spool, { type: contentType });
      const file = new UTFile([blob], id, { type: contentType, customId: id });
      const result = await (await this.utapi()).uploadFiles(file);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
      return out.bytesWritten;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    assertValidMediaKey(key);
    const api = await this.utapi();
    let url: string | undefined;
    try {
      const { data } = await api.getFileUrls(uploadThingId(key), { keyType: "customId" });
      url = data[0]?.url;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
    if (!url) return null;
    const res = await (this.options.fetch ?? fetch)(
      url,
      range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : undefined,
    );
    if (res.status === 404) return null;
    if (range) {
      if (res.status !== 206 || !res.body) {
        throw new Error(`UploadThing range download failed: ${res.status}`);
      }
      const total = Number(/\/(\d+)$/.exec(res.headers.get("content-range") ?? "")?.[1]);
      const contentType = contentTypeOfKey(key) ?? res.headers.get("content-type") ?? "";
      return { stream: res.body, contentType, size: total };
    }
    if (!res.ok || !res.body) throw new Error(`UploadThing download failed: ${res.status}`);
    const contentType = contentTypeOfKey(key) ?? res.headers.get("content-type") ?? "";
    const length = Number(res.headers.get("content-length"));
    if (Number.isInteger(length) && length >= 0 && res.headers.has("content-length")) {
      return { stream: res.body, contentType, size: length };
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { stream: new Blob([bytes]).stream(), contentType, size: bytes.byteLength };
  }

  async delete(key: string): Promise<void> {
    assertValidMediaKey(key);
    await (await this.utapi()).deleteFiles(uploadThingId(key), { keyType: "customId" });
  }
}

function statusOf(error: unknown): number | undefined {
  const e = error as {
    response?: { status?: unknown };
    cause?: { response?: { status?: unknown } };
  };
  const status = e?.response?.status ?? e?.cause?.response?.status;
  return typeof status === "number" ? status : undefined;
}
