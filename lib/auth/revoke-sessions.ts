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
