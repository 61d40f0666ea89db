import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTypeOfKey, isValidMediaKey, keyVersion, newMediaKey } from "./keys";
import { LocalDiskStorage } from "./local-disk-storage";

describe("storage keys", () => {
  it("are made on the server from the kind and the sniffed type only, and never repeat", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newMediaKey("avatars", "image/png")));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
      expect(isValidMediaKey(key)).toBe(true);
    }
    expect(newMediaKey("avatars", "image/jpeg")).toMatch(/\.jpg$/);
    expect(newMediaKey("avatars", "image/webp")).toMatch(/\.webp$/);
  });

  it("refuses anything else: traversal, absolute paths, client names, odd extensions", () => {
    const good = newMediaKey("avatars", "image/gif");
    for (const bad of [
      "../../etc/passwd",
      "avatars/../../secret.png",
      "/etc/passwd",
      "avatars/photo.png",
      good.replace(".gif", ".svg"),
      good.replace("avatars/", "avatars//"),
      good.replace("avatars/", "other/"),
      `${good}\u0000.png`,
      good.toUpperCase(),
      "",
      null,
      42,
    ]) {
      expect(isValidMediaKey(bad), String(bad)).toBe(false);
    }
  });

  it("carry their content type and a short version for cache-busting", () => {
    const key = newMediaKey("avatars", "image/webp");
    expect(contentTypeOfKey(key)).toBe("image/webp");
    expect(keyVersion(key)).toBe(key.slice("avatars/".length, "avatars/".length + 8));
  });
});

describe("local disk storage", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("puts, gets (stream, type, size) and deletes a file inside its root only", async () => {
    const storage = new LocalDiskStorage(root);
    const key = newMediaKey("avatars", "image/png");
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]);
    await storage.put(key, bytes, "image/png");
    expect(await readdir(path.join(root, "avatars"))).toEqual([key.split("/")[1]]);

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/png", size: 7 });
    expect(new Uint8Array(await new Response(file!.stream).arrayBuffer())).toEqual(bytes);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("refuses keys it did not make, before touching the disk", async () => {
    const storage = new LocalDiskStorage(root);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/Not a media key/);
    await expect(storage.put("avatars/../x.png", new Uint8Array([1]), "image/png")).rejects.toThrow(
      /Not a media key/,
    );
    await expect(storage.delete("/etc/hosts")).rejects.toThrow(/Not a media key/);
  });
});
