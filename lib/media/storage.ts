import "server-only";
import path from "node:path";
import type { Readable } from "node:stream";
import { LocalDiskStorage } from "./local-disk-storage";
import { UploadThingStorage } from "./uploadthing-storage";

/** Inclusive byte offsets of a part of a file (HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file as read back: its bytes as a stream, its content type and its size in bytes. */
export interface StoredFile {
  stream: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (DESIGN.md "Real components"). Keys are made by newMediaKey (keys.ts)
 * and every adapter refuses any other key.
 */
export interface MediaStorage {
  readonly kind: "local" | "uploadthing";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory (issue 17): resolves with the bytes written once
   * the file is complete and visible; rejects (and leaves nothing under the key) when the stream
   * errors, e.g. because an upstream size check aborted it.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /**
   * The file, or null when there is none under this key. With a range (inclusive byte offsets,
   * already checked against the size by the caller), only those bytes are streamed; `size` stays
   * the whole file's size.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export const DEFAULT_UPLOADS_DIR = path.join(".data", "uploads");

let uploadThing: { token: string; storage: UploadThingStorage } | undefined;

/**
 * The one place the storage adapter is chosen: UploadThing when UPLOADTHING_TOKEN is set, otherwise
 * the local disk under UPLOADS_DIR (default ./.data/uploads). Read on each call, so tests can point
 * UPLOADS_DIR at a temporary folder.
 */
export function getStorage(env: NodeJS.ProcessEnv = process.env): MediaStorage {
  const token = env.UPLOADTHING_TOKEN?.trim();
  if (token) {
    if (uploadThing?.token !== token) {
      uploadThing = { token, storage: new UploadThingStorage({ token }) };
    }
    return uploadThing.storage;
  }
  return new LocalDiskStorage(path.resolve(env.UPLOADS_DIR?.trim() || DEFAULT_UPLOADS_DIR));
}
