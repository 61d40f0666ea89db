/** The largest id of an integer (int4) column: anything above is not an id and must be a 400. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * Public URLs carry ids in base64 (e.g. /teacher-profile/MTI= for 12), as the legacy site did.
 * An id in a URL only names an object; it never grants access to it.
 */
export function encodeId(id: number): string {
  return Buffer.from(String(id), "utf8").toString("base64");
}

/** The id a base64 segment names, or null when it is not a positive integer's encoding. */
export function decodeId(segment: string): number | null {
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(segment), "base64").toString("utf8");
  } catch {
    return null;
  }
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_ID && encodeId(id) === decodeURIComponent(segment) ? id : null;
}
