import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { prefixOf, ROLES } from "./roles";
import type { SessionUser } from "./session-user";

/** What a session token claims: the user and the session version it was issued with. */
export interface SessionClaim {
  user: SessionUser;
  sessionVersion: number;
}

/**
 * Reads the claim of a decoded session token (the JWT, or Auth.js's session.user). A token issued
 * before session versions existed has no `sv` and counts as version 0.
 */
export function sessionClaimOf(
  token: Record<string, unknown> | null | undefined,
): SessionClaim | null {
  const role = ROLES.find((r) => r === token?.role);
  const id = Number(token?.uid ?? token?.id);
  if (!token || !role || !Number.isInteger(id) || id <= 0) return null;
  const sv = token.sv === undefined ? 0 : Number(token.sv);
  if (!Number.isInteger(sv)) return null;
  return {
    user: { id, role, name: String(token.name ?? ""), prefix: prefixOf(role) },
    sessionVersion: sv,
  };
}

/**
 * Is a claimed session still good? One primary-key look-up of the user: the session holds while the
 * account exists, is active, has the claimed role and the session version the token was issued with.
 * A logout, a password change, a deactivation or a role change bumps the version (revoke-sessions.ts),
 * so every cookie issued before it answers as anonymous (null).
 */
export async function checkSession(
  db: Db,
  claim: SessionClaim | null,
): Promise<SessionUser | null> {
  if (!claim) return null;
  const [row] = await db
    .select({ role: users.role, isActive: users.isActive, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, claim.user.id))
    .limit(1);
  if (!row?.isActive || row.role !== claim.user.role) return null;
  return row.sessionVersion === claim.sessionVersion ? claim.user : null;
}
