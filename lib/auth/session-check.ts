import { eq } from "drizzle-orm";
import { now as clockNow } from "../clock";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { prefixOf, ROLES } from "./roles";
import type { SessionUser } from "./session-user";

/** What a session token claims: the user and the session version it was issued with. */
export interface SessionClaim {
  user: SessionUser;
  sessionVersion: number;
  /** A short session's end (ms since the epoch; the token's `aexp`): admins' sessions have one. */
  expiresAt?: number;
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
  const aexp = Number(token.aexp);
  return {
    user: { id, role, name: String(token.name ?? ""), prefix: prefixOf(role) },
    sessionVersion: sv,
    ...(Number.isFinite(aexp) && aexp > 0 ? { expiresAt: aexp } : {}),
  };
}

/**
 * Is a claimed session still good? One primary-key look-up of the user: the session holds while the
 * account exists, is active, has the claimed role and the session version the token was issued with.
 * A logout, a password change, a deactivation or a role change bumps the version (revoke-sessions.ts),
 * so every cookie issued before it answers as anonymous (null). A token with an end (`aexp`) answers
 * as anonymous from then on.
 */
export async function checkSession(
  db: Db,
  claim: SessionClaim | null,
  now: Date = clockNow(),
): Promise<SessionUser | null> {
  if (!claim) return null;
  // A short session ends at its time; an admin's session is always short (made by the admin
  // sign-in's second factor, never by the password provider or the legacy calls).
  if (claim.expiresAt !== undefined && claim.expiresAt <= now.getTime()) return null;
  if (claim.user.role === "admin" && claim.expiresAt === undefined) return null;
  const [row] = await db
    .select({ role: users.role, isActive: users.isActive, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, claim.user.id))
    .limit(1);
  if (!row?.isActive || row.role !== claim.user.role) return null;
  return row.sessionVersion === claim.sessionVersion ? claim.user : null;
}
