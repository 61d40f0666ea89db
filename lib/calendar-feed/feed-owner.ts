import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { forbidden } from "../errors";

/** Whose classes a feed lists: a family's (every child) or a teacher's. */
export type FeedOwner = { familyId: number } | { teacherId: number };

/**
 * The feed of the signed-in user: a student's is their family's (any child of the family manages
 * the same one), a teacher's their own. Admins have none.
 */
export async function feedOwnerOf(db: Db, user: SessionUser): Promise<FeedOwner> {
  if (user.role === "teacher") return { teacherId: user.id };
  if (user.role !== "student") throw forbidden();
  const [row] = await db
    .select({ familyId: users.familyId })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.familyId) throw forbidden();
  return { familyId: row.familyId };
}
