import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertValidMediaKey, contentTypeOfKey } from "./keys";
import type { MediaStorage, StoredFile } from "./storage";

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

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      contentType: contentTypeOfKey(key) ?? "application/octet-stream",
      size: info.size,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
