import { randomUUID } from "node:crypto";
import { IMAGE_TYPES, imageTypeOfExtension, type ImageType } from "./sniff-image";

/** Folders of stored files; a key always starts with one of these. */
export const MEDIA_KINDS = ["avatars"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const KEY_PATTERN =
  /^(avatars)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp|gif)$/;

/**
 * A new storage key, made on the server only: "{kind}/{random uuid}.{extension of the sniffed
 * type}". Nothing the client sends (file name, declared type) ever reaches a key, so a key can not
 * climb out of the uploads folder or collide with another file.
 */
export function newMediaKey(kind: MediaKind, type: ImageType): string {
  return `${kind}/${randomUUID()}.${IMAGE_TYPES[type]}`;
}

/** Is this exactly the shape newMediaKey makes? Storage refuses every other key. */
export function isValidMediaKey(key: unknown): key is string {
  return typeof key === "string" && KEY_PATTERN.test(key);
}

/** The content type of a valid key, from its extension; null for anything else. */
export function contentTypeOfKey(key: string): ImageType | null {
  const match = KEY_PATTERN.exec(key);
  return match ? imageTypeOfExtension(match[3]!) : null;
}

/** A short, stable version of a key for cache-busting URLs (?v=): the first block of its uuid. */
export function keyVersion(key: string): string {
  return KEY_PATTERN.exec(key)?.[2]?.slice(0, 8) ?? "0";
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
