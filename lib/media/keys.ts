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

/**
 * Media-library files (issue 17): "media/{uuid}.{ext}" for the stored file, and
 * "media/{uuid}.web.webp" / "media/{uuid}.thumb.webp" for a picture's variants. The extension
 * comes from the sniffed content type, never from the client's file name.
 */
export const LIBRARY_EXTENSIONS = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/mpeg": "mpg",
  "video/vnd.avi": "avi",
  "video/x-msvideo": "avi",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "application/x-cfb": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/wav": "wav",
  "audio/vnd.wave": "wav",
  "audio/ogg": "ogg",
} as const satisfies Record<string, string>;

const LIBRARY_TYPE_OF_EXTENSION: Record<string, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  mpg: "video/mpeg",
  avi: "video/x-msvideo",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  wav: "audio/wav",
  ogg: "audio/ogg",
};

const LIBRARY_KEY_PATTERN =
  /^media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.(web|thumb))?\.(mp4|mov|mpg|avi|jpg|png|webp|pdf|doc|docx|mp3|m4a|wav|ogg)$/;

/** A new key of the media library for a file of this (sniffed) type; null for a type it keeps not. */
export function newLibraryKey(contentType: string): string | null {
  const ext = (LIBRARY_EXTENSIONS as Record<string, string>)[contentType];
  return ext ? `media/${randomUUID()}.${ext}` : null;
}

/** The key of a picture's variant ("web" or "thumb", always WebP) beside its stored file. */
export function variantKey(key: string, variant: "web" | "thumb"): string {
  const match = LIBRARY_KEY_PATTERN.exec(key);
  if (!match || match[2]) throw new Error(`Not a media-library key: ${JSON.stringify(key)}`);
  return `media/${match[1]}.${variant}.webp`;
}

/** Is this exactly the shape newMediaKey / newLibraryKey / variantKey make? Storage refuses every other key. */
export function isValidMediaKey(key: unknown): key is string {
  return typeof key === "string" && (KEY_PATTERN.test(key) || LIBRARY_KEY_PATTERN.test(key));
}

/** The content type of a valid key, from its extension; null for anything else. */
export function contentTypeOfKey(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  if (match) return imageTypeOfExtension(match[3]!);
  const library = LIBRARY_KEY_PATTERN.exec(key);
  return library ? (LIBRARY_TYPE_OF_EXTENSION[library[3]!] ?? null) : null;
}

/** A short, stable version of a key for cache-busting URLs (?v=): the first block of its uuid. */
export function keyVersion(key: string): string {
  return KEY_PATTERN.exec(key)?.[2]?.slice(0, 8) ?? "0";
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}
