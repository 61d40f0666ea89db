import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { isAppError, unauthorized } from "../errors";
import { readAvatarField, saveAvatar } from "./avatar";
import { AVATAR_MESSAGES } from "./messages";
import type { MediaStorage } from "./storage";

/**
 * POST /uploadProfileAvatar in the legacy shape: { response: "success", src } or
 * { response: "failed", message } with 400, 401, 403 or 413. The session is checked before the
 * body is read; a browser post from another site is refused (the cookie is SameSite=Lax too).
 */
export async function uploadProfileAvatar(
  request: Request,
  db: Db,
  user: SessionUser | null,
  storage: MediaStorage,
): Promise<Response> {
  try {
    if (!user) throw unauthorized(AVATAR_MESSAGES.loginRequired);
    const bytes = await readAvatarField(request);
    const { src } = await saveAvatar(db, storage, user, bytes);
    return Response.json({ response: "success", src });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return Response.json({ response: "failed", message: error.message }, { status: error.status });
  }
}
