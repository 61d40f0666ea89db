import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import type { AppError } from "../errors";
import { readAvatarField, saveAvatar } from "./avatar";
import { AVATAR_MESSAGES } from "./messages";
import type { MediaStorage } from "./storage";

/**
 * The legacy error shape of POST /uploadProfileAvatar, { response: "failed", message }, with 400,
 * 401, 403 or 413: for the route wrapper's guards (login, cross-site, size) and the upload's own.
 */
export function avatarError(error: AppError): Response {
  const message = error.status === 401 ? AVATAR_MESSAGES.loginRequired : error.message;
  return Response.json({ response: "failed", message }, { status: error.status });
}

/**
 * POST /uploadProfileAvatar in the legacy shape: { response: "success", src } or avatarError. The
 * route wrapper checks the session before the body is read and refuses posts from another site.
 */
export async function uploadProfileAvatar(
  request: Request,
  db: Db,
  user: SessionUser,
  storage: MediaStorage,
): Promise<Response> {
  const bytes = await readAvatarField(request);
  const { src } = await saveAvatar(db, storage, user, bytes);
  return Response.json({ response: "success", src });
}
