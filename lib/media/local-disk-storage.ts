import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { assertValidMediaKey, contentTypeOfKey } from "./keys";
import type { ByteRange, MediaStorage, StoredFile } from "./storage";

/**
 * The embedded default: files on the local disk under one root folder. The content type is implied
 * by the key's extension (set from the sniffed type), so no side file is needed.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly kind = "local" as const;

  constructor(readonly root: string) {}

  /** The file of a key; the key's shape is checked and the result must stay inside the root. */
  private fileOf(key: string): string {
    assertValidMediaKey(key);
    const root = path.resolve(this.root);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error("A media key left the uploads folder.");
    return file;
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes, { flag: "wx" });
    await rename(partial, file);
  }

  async putStream(key: string, body: Readable, _contentType: string): Promise<number> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    const out = createWriteStream(partial, { flags: "wx" });
    try {
      await pipeline(body, out);
      await rename(partial, file);
      return out.bytesWritten;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      stream: Readable.toWeb(
        createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      ) as ReadableStream<Uint8Array>,
      contentType: contentTypeOfKey(key) ?? "application/octet-stream",
      size: info.size,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
