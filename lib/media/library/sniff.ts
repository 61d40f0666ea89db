import { fileTypeFromBuffer } from "file-type";
import { MEDIA_RULES, type MediaRule, type MediaTypeCode } from "./rules";

/** How many first bytes are read before a file is judged. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Markup that must never be in the head of a medium (an HTML/SVG/script polyglot that a browser
 * might render if it ever ignored our content type). Binary media practically never hold these.
 */
const MARKUP = /<\s*(?:script|html|svg|iframe|object|embed)\b|<!doctype\s+html|<\?php|javascript:/i;

export type SniffResult =
  { ok: true; mime: string; medType: MediaTypeCode } | { ok: false; reason: "format" | "markup" };

/** Which media type a sniffed content type belongs to (null: none we keep). */
export function mediaTypeOfMime(
  mime: string,
  rules: Partial<Record<MediaTypeCode, MediaRule>> = MEDIA_RULES,
): MediaTypeCode | null {
  for (const rule of Object.values(rules)) if (rule.mimes.includes(mime)) return rule.code;
  return null;
}

/**
 * The content type file-type reads in the bytes when it is one of `accepted`, else null (the name
 * and the declared type are ignored). No markup check: for private files that are only ever
 * served back as attachments (teacher documents), not media the site shows.
 */
export async function sniffAccepted<T extends string>(
  bytes: Uint8Array,
  accepted: readonly T[],
): Promise<T | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found && (accepted as readonly string[]).includes(found.mime) ? (found.mime as T) : null;
}

/**
 * What the first bytes really are (file-type reads magic numbers; the name and the declared type
 * are ignored), checked against the media type the caller asked for when it gave one. `rules`
 * are the types a call keeps (the community feed keeps its own, issue 20).
 */
export async function sniffMedia(
  head: Uint8Array,
  wanted: MediaTypeCode | null,
  rules: Partial<Record<MediaTypeCode, MediaRule>> = MEDIA_RULES,
): Promise<SniffResult> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return { ok: false, reason: "format" };
  const text = Buffer.from(head.buffer, head.byteOffset, head.byteLength).toString("latin1");
  // Office files are zip archives of XML: their markup is compressed, so a plain match is real.
  if (MARKUP.test(text)) return { ok: false, reason: "markup" };
  const medType = mediaTypeOfMime(found.mime, rules);
  if (medType === null || (wanted !== null && medType !== wanted))
    return { ok: false, reason: "format" };
  return { ok: true, mime: found.mime, medType };
}
