import { badRequest, payloadTooLarge, unsupportedMediaType } from "../errors";
import { DEFAULT_MAX_BODY_BYTES, HTTP_MESSAGES } from "./messages";
import { assertCleanText } from "./text-safety";

/** The query string as a plain object; a repeated key becomes an array. */
export function readQuery(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return assertCleanText(out);
}

/**
 * The body's bytes, refused with 413 past `maxBytes`: a declared Content-Length is checked before
 * anything is read, and a chunked body is counted while it streams, so a huge post never sits in
 * memory whole.
 */
export async function readCappedBytes(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw payloadTooLarge(HTTP_MESSAGES.tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge(HTTP_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export type BodyKind = "json" | "form" | "empty";

/** JSON only with a JSON content type; urlencoded and multipart forms (legacy clients send them). */
export function bodyKind(contentType: string | null, size: number): BodyKind {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") return "form";
  if (type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return "json";
  if (size === 0) return "empty";
  throw unsupportedMediaType(HTTP_MESSAGES.jsonOnly);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** UTF-8 text of the body; invalid bytes are refused, not replaced. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest(HTTP_MESSAGES.badText);
  }
}

/** Parses capped body bytes as the legacy clients send them: JSON, urlencoded or multipart. */
export async function parseBody(
  bytes: Uint8Array,
  contentType: string | null,
  options: { arrayBody?: boolean } = {},
): Promise<unknown> {
  const kind = bodyKind(contentType, bytes.byteLength);
  if (kind === "empty") return {};
  if (kind === "form") {
    if (!contentType!.toLowerCase().includes("multipart/")) decodeUtf8(bytes);
    let form: FormData;
    try {
      form = await new Response(bytes as BodyInit, {
        headers: { "content-type": contentType! },
      }).formData();
    } catch {
      throw badRequest(HTTP_MESSAGES.badForm);
    }
    const out: Record<string, FormDataEntryValue> = {};
    for (const [key, value] of form) out[key] = value;
    return assertCleanText(out);
  }
  const text = decodeUtf8(bytes);
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(HTTP_MESSAGES.badJson);
  }
  // Every call takes an object of fields, as a form does: `null`, an array, a number or a string
  // would reach schemas and handlers that read fields of it (a TypeError, a 500: issue 43.12).
  // A call whose legacy clients send a bare array (the weekly slots) says so (`arrayBody`).
  if (parsed === null || typeof parsed !== "object") throw badRequest(HTTP_MESSAGES.notAnObject);
  if (Array.isArray(parsed) && !options.arrayBody) throw badRequest(HTTP_MESSAGES.notAnObject);
  return assertCleanText(parsed);
}
