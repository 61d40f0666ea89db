import "server-only";
import path from "node:path";
import { LocalDiskStorage } from "./local-disk-storage";
import { UploadThingStorage } from "./uploadthing-storage";

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
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<StoredFile | null>;
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
