import "server-only";
import { cache } from "react";
import { getToken } from "next-auth/jwt";
import { getDb } from "@/db";
import { auth } from "./auth";
import { checkSession, sessionClaimOf } from "./session-check";
import { authSecret } from "./secret";
import type { SessionUser } from "./session-user";

/**
 * The caller of a server component or server action, while their session holds (one look-up of the
 * user per render, shared by the layout and the page).
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  const claim = sessionClaimOf(session?.user as Record<string, unknown> | undefined);
  return claim ? checkSession(await getDb(), claim) : null;
});

/** The caller of a route handler, read from the session cookie of this very request. */
export async function getSessionUserFromRequest(request: Request): Promise<SessionUser | null> {
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol;
  const token = await getToken({
    req: request,
    secret: authSecret(),
    secureCookie: proto.startsWith("https"),
  });
  const claim = sessionClaimOf(token);
  return claim ? checkSession(await getDb(), claim) : null;
}
