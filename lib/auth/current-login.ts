import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { SessionUser } from "./session-user";

/**
 * spec 1 hasUserLogin: the caller's session, if it still names an active account (a session cookie
 * outlives a deactivation, so the flag is read again from the database).
 */
export async function currentLogin(
  db: Db,
  caller: SessionUser | null,
): Promise<SessionUser | null> {
  if (!caller) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, caller.id), eq(users.role, caller.role), eq(users.isActive, true)))
    .limit(1);
  return row ? caller : null;
}
