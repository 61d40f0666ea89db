import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { decodeId } from "../../ids";
import type { ByteRange, MediaStorage } from "../storage";
import { maySee } from "./calls";
import { mediumById, type MediaRow } from "./items";
import { isPublicMedium } from "./public";

export type Variant = "file" | "web" | "thumb";

const SANDBOX_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
/**
 * Chromium's built-in PDF viewer does not run in a sandboxed document, so a PDF gets the same
 * policy without `sandbox`; it can still load nothing and be framed only by our own pages.
 */
const PDF_CSP = "default-src 'none'; frame-ancestors 'self'";

const INLINE_TYPES = /^(image\/(jpeg|png|webp)|video\/|audio\/|application\/pdf$)/;

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...extra,
    },
  });
}

/**
 * One Range header against a size: the satisfiable single range, "none" when there is no usable
 * header (serve the whole file), or "unsatisfiable" (416). Several ranges are answered whole.
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | "none" | "unsatisfiable" {
  if (!header) return "none";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "none";
  const [, from, to] = match;
  if (from === "" && to === "") return "none";
  if (size === 0) return "unsatisfiable";
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** RFC 6266 / 5987 filename parameters: an ASCII fallback and the UTF-8 name. */
function dispositionOf(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /media/file/{id}[/web|/thumb]: a medium's bytes for its owner, an admin, or a student it is
 * shared with (or their family); anyone else gets the same 404 as for a medium that does not exist,
 * whatever URL they hold. A picture's original stays with its owner (and admins): others see the
 * web variant. Range requests (206 / 416) let video and audio seek.
 */
export async function serveMedium(
  request: Request,
  db: Db,
  viewer: SessionUser | null,
  storage: MediaStorage,
  segment: string,
  variant: Variant,
): Promise<Response> {
  const id = decodeId(segment);
  if (id === null) return plain(404, "Not found");
  const row = await mediumById(db, id);
  // Approved contest work and an approved teacher's intro video are public (lib/media/library/public.ts).
  const visible =
    row && ((viewer && (await maySee(db, viewer, row))) || (await isPublicMedium(db, id)));
  if (!row || !visible) return plain(404, "Not found");
  const isOwner = !!viewer && (Number(row.owner_id) === viewer.id || viewer.role === "admin");
  return sendMedium(request, storage, row, variant, isOwner);
}
/**
 * The bytes of a medium the caller has already been allowed to see (Range, HEAD, safe headers).
 * A picture's original only when `mayOriginal` (its owner, an admin); others get the web variant.
 */
export async function sendMedium(
  request: Request,
  storage: MediaStorage,
  row: MediaRow,
  variant: Variant,
  mayOriginal: boolean,
): Promise<Response> {
  const isOwner = mayOriginal;
  const key =
    variant === "web"
      ? row.web_key
      : variant === "thumb"
        ? row.thumb_key
        : Number(row.med_type) === 2 && !isOwner
          ? null
          : row.storage_key;
  if (!key) return plain(404, "Not found");

  const mime = variant === "file" ? (row.mime ?? "application/octet-stream") : "image/webp";
  const headers: Record<string, string> = {
    "content-type": mime === "application/x-cfb" ? "application/msword" : mime,
    "x-content-type-options": "nosniff",
    "content-security-policy": mime === "application/pdf" ? PDF_CSP : SANDBOX_CSP,
    "cache-control": "private, no-cache",
    vary: "Cookie",
    "accept-ranges": "bytes",
    "cross-origin-resource-policy": "same-origin",
    "content-disposition": dispositionOf(
      INLINE_TYPES.test(mime) ? "inline" : "attachment",
      variant === "file" ? row.original_name : `${row.original_name}.${variant}.webp`,
    ),
  };

  const probe = await storage.get(key, { start: 0, end: 0 });
  if (!probe) return plain(404, "Not found");
  await probe.stream.cancel().catch(() => {});
  const size = probe.size;
  const range = parseRange(request.headers.get("range"), size);
  if (range === "unsatisfiable") {
    return plain(416, "Range not satisfiable", {
      "content-range": `bytes */${size}`,
      "accept-ranges": "bytes",
    });
  }
  if (request.method === "HEAD") {
    return new Response(null, { headers: { ...headers, "content-length": String(size) } });
  }
  if (range === "none") {
    const file = await storage.get(key);
    if (!file) return plain(404, "Not found");
    return new Response(file.stream, {
      headers: { ...headers, "content-length": String(file.size) },
    });
  }
  const part = await storage.get(key, range);
  if (!part) return plain(404, "Not found");
  return new Response(part.stream, {
    status: 206,
    headers: {
      ...headers,
      "content-range": `bytes ${range.start}-${range.end}/${size}`,
      "content-length": String(range.end - range.start + 1),
    },
  });
}
