/** The image formats an avatar may be, with the extension our keys use for each. */
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;
export type ImageExtension = (typeof IMAGE_TYPES)[ImageType];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * What an upload really is, read from its first bytes (the declared type and the file name are the
 * client's word and are ignored): JPEG, PNG, WebP or GIF, otherwise null.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** The content type a stored key's extension stands for (keys are made by newMediaKey). */
export function imageTypeOfExtension(ext: string): ImageType | null {
  const found = Object.entries(IMAGE_TYPES).find(([, e]) => e === ext);
  return found ? (found[0] as ImageType) : null;
}
