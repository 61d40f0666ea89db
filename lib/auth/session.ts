import "server-only";
import { getToken } from "next-auth/jwt";
import { auth } from "./auth";
import { ROLES, prefixOf } from "./roles";
import { authSecret } from "./secret";
import type { SessionUser } from "./session-user";

function toSessionUser(token: Record<string, unknown> | null | undefined): SessionUser | null {
  const role = ROLES.find((r) => r === token?.role);
  const id = Number(token?.uid ?? token?.id);
  if (!token || !role || !Number.isInteger(id) || id <= 0) return null;
  return { id, role, name: String(token.name ?? ""), prefix: prefixOf(role) };
}

/** The caller of a server component or server action. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await auth();
  return toSessionUser(session?.user as Record<string, unknown> | undefined);
}

/** The caller of a route handler, read from the session cookie of this very request. */
export async function getSessionUserFromRequest(request: Request): Promise<SessionUser | null> {
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol;
  const token = await getToken({
    req: request,
    secret: authSecret(),
    secureCookie: proto.startsWith("https"),
  });
  return toSessionUser(token);
}
