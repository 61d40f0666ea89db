import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { decodeId } from "../ids";
import { readAvatar } from "./avatar";
import type { MediaStorage } from "./storage";

const YEAR_S = 365 * 24 * 60 * 60;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/**
 * GET /media/avatar/{base64 user id}: the stored photo with its content type. A teacher's photo is
 * public; with the current ?v= it is cached for a year (a new upload changes the address), without
 * it for five minutes. Anyone else's photo is private to its owner (and admins). 404 when there is
 * none or the viewer may not see it.
 */
export async function serveAvatar(
  request: Request,
  db: Db,
  viewer: SessionUser | null,
  storage: MediaStorage,
  segment: string,
): Promise<Response> {
  const userId = decodeId(segment);
  if (!userId) return notFound();
  const avatar = await readAvatar(db, storage, viewer, userId);
  if (!avatar) return notFound();
  const etag = `"${avatar.version}"`;
  const versioned = new URL(request.url).searchParams.get("v") === avatar.version;
  const cacheControl = `${avatar.isPublic ? "public" : "private"}, ${
    versioned ? `max-age=${YEAR_S}, immutable` : "max-age=300, must-revalidate"
  }`;
  const headers: Record<string, string> = {
    "cache-control": cacheControl,
    etag,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    ...(avatar.isPublic ? {} : { vary: "Cookie" }),
  };
  if (request.headers.get("if-none-match") === etag) {
    await avatar.file.stream.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(avatar.file.stream, {
    headers: {
      ...headers,
      "content-type": avatar.file.contentType,
      "content-length": String(avatar.file.size),
      "content-disposition": "inline",
    },
  });
}
