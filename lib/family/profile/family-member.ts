import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users, type Family, type User } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden } from "@/lib/errors";
import { requireFamilyChild } from "../family";

/**
 * The whole row of a student profile the caller may read or change, and its family: the caller's
 * own, or a child of the caller's family (lib/family requireFamilyChild: anything else is 403).
 */
export async function familyMemberFor(
  db: Db,
  caller: SessionUser,
  targetId: number = caller.id,
): Promise<{ member: User; family: Family }> {
  const child = await requireFamilyChild(db, caller, targetId);
  const [row] = await db
    .select({ member: users, family: families })
    .from(users)
    .innerJoin(families, eq(families.id, users.familyId))
    .where(eq(users.id, child.id));
  if (!row) throw forbidden();
  return row;
}
