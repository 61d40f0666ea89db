import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users, type Family, type User } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden, notFound } from "@/lib/errors";

/**
 * The student profile a caller may read or change: the caller's own, or a child of the caller's
 * family. Anything else (another family's child, a teacher, an unknown id) answers 403, so an id
 * never tells whether it exists elsewhere. Admins may open any student.
 */
export async function familyMemberFor(
  db: Db,
  caller: SessionUser,
  targetId: number = caller.id,
): Promise<{ member: User; family: Family }> {
  const [me] = await db.select().from(users).where(eq(users.id, caller.id));
  if (!me) throw notFound();
  const [member] =
    targetId === me.id ? [me] : await db.select().from(users).where(eq(users.id, targetId));
  const sameFamily =
    member?.role === "student" &&
    member.familyId !== null &&
    (member.id === me.id || member.familyId === me.familyId || caller.role === "admin");
  if (!member || !sameFamily) throw forbidden();
  const [family] = await db.select().from(families).where(eq(families.id, member.familyId!));
  if (!family) throw forbidden();
  return { member, family };
}

/** The active children of a family, oldest account first. */
export function familyChildren(db: Db, familyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.familyId, familyId), eq(users.role, "student"), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}
