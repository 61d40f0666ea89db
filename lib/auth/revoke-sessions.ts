import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { Role } from "./roles";

/**
 * The next session version, for the `set` of an update that must end the user's sessions in the same
 * statement (e.g. a new password): `.set({ passwordHash, ...endSessions() })`.
 */
export const endSessions = () => ({ sessionVersion: sql`${users.sessionVersion} + 1` });

/** Ends every session of a user, on every device: their cookies answer as anonymous from now on. */
export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db.update(users).set(endSessions()).where(eq(users.id, userId));
}

/**
 * Ends every session of the household a user acts for (issue 43.10, "log out everywhere"): a session
 * switches between the children of one family (decision 017), each child's cookie carrying its own
 * session version, so the user's own sessions are not enough: every student of the user's family
 * (the parent's own profile included) is ended, in one statement. A teacher or an admin has no
 * family: only their own sessions end.
 */
export async function revokeHouseholdSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set(endSessions())
    .where(
      sql`${users.id} = ${userId} or (${users.role} = 'student' and ${users.familyId} = (
        select u.family_id from users u where u.id = ${userId} and u.role = 'student'))`,
    );
}

/** Activates or deactivates an account; deactivating ends its sessions. */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db
    .update(users)
    .set({ isActive: active, ...(active ? {} : endSessions()) })
    .where(eq(users.id, userId));
}

/** Gives an account another role; its sessions (issued for the old role) end. */
export async function setUserRole(db: Db, userId: number, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role, ...endSessions() })
    .where(eq(users.id, userId));
}
