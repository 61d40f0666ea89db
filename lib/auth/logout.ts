import type { Db } from "@/db/client";
import { LOGOUT_MESSAGES } from "./messages";
import { revokeHouseholdSessions } from "./revoke-sessions";
import { clearSessionCookie } from "./session-cookie";
import type { SessionUser } from "./session-user";

/**
 * Logs the caller out everywhere: every session cookie of theirs and of every child their family
 * switches between (this browser's and any other device's) stops working, and this response clears
 * the cookie.
 */
export async function logout(db: Db, user: SessionUser, request: Request): Promise<Response> {
  await revokeHouseholdSessions(db, user.id);
  return clearSessionCookie(
    Response.json({ status: "success", message: LOGOUT_MESSAGES.loggedOut }),
    request,
  );
}
