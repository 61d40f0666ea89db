/**
 * What an uploaded document really is, from its first bytes (the client's declared type and file
 * name are ignored). The brief asks for the npm package `file-type`; it is not installed in the
 * shared node_modules of this checkout, so these few signatures stand in for it (decision 031):
 * swap in `fileTypeFromBuffer` at merge with the media library.
 */
export const DOCUMENT_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
} as const;
export const VIDEO_TYPES = { "video/mp4": "mp4", "video/webm": "webm" } as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;
export type VideoType = keyof typeof VIDEO_TYPES;

const at = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** PDF, JPEG or PNG, else null. */
export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  if (at(bytes, ascii("%PDF-"))) return "application/pdf";
  if (at(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return null;
}

/** MP4 (an ISO-BMFF "ftyp" box of an mp4 brand) or WebM (EBML with the webm doc type), else null. */
export function sniffVideo(bytes: Uint8Array): VideoType | null {
  if (at(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |mmp4|dash|MSNV)$/.test(brand)) return "video/mp4";
    return null;
  }
  if (at(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = String.fromCharCode(...bytes.slice(0, Math.min(bytes.length, 64)));
    if (head.includes("webm")) return "video/webm";
  }
  return null;
}
