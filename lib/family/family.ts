import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users, type Family } from "@/db/schema";
import type { Account } from "@/lib/auth/find-accounts";
import { accountColumns } from "@/lib/auth/find-accounts";
import type { Identifier } from "@/lib/auth/identifiers";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden } from "@/lib/errors";
import { ageOn, utcDateOf } from "./age";
import { insertStudent } from "./insert-student";
import { FAMILY_MESSAGES as M } from "./messages";
import type { FamilyChildJson } from "./schemas";

/**
 * The family core (issue 16, decision 017): a household (families) owns student profiles
 * (users.family_id). Every call that names a child goes through `requireFamilyChild`: the child must
 * be an active student of the caller's own family, else 403 and nothing changes.
 */

/** A child (student profile) of a family, as the family calls need it. */
export interface FamilyChild {
  id: number;
  familyId: number;
  firstName: string;
  lastName: string;
  dob: string | null;
  age: number | null;
  gender: number | null;
  signupCourseId: number | null;
  isActive: boolean;
}

const childColumns = {
  id: users.id,
  familyId: sql<number>`${users.familyId}`,
  firstName: users.firstName,
  lastName: users.lastName,
  dob: users.dob,
  age: users.age,
  gender: users.gender,
  signupCourseId: users.signupCourseId,
  isActive: users.isActive,
};

/** The family of a student (null for a teacher, an admin or an unknown id). */
export async function familyOf(db: Db, userId: number): Promise<Family | null> {
  const [row] = await db
    .select({ family: families })
    .from(users)
    .innerJoin(families, eq(families.id, users.familyId))
    .where(and(eq(users.id, userId), eq(users.role, "student")))
    .limit(1);
  return row?.family ?? null;
}

/** The family whose contact is this mobile or e-mail (null: none). */
export async function familyOfContact(db: Db, id: Identifier): Promise<Family | null> {
  const [row] = await db
    .select()
    .from(families)
    .where(
      id.kind === "email"
        ? sql`lower(${families.email}) = ${id.email.toLowerCase()}`
        : and(eq(families.countryCode, id.countryCode), eq(families.mobile, id.mobile)),
    )
    .limit(1);
  return row ?? null;
}

/** Is this mobile or e-mail the verified contact of a family (an OTP proved it)? */
export async function isFamilyContact(db: Db, id: Identifier): Promise<boolean> {
  const family = await familyOfContact(db, id);
  return id.kind === "email" ? family !== null : family?.mobileVerifiedAt != null;
}

/** The active children of a family, in the order they joined it (oldest account first). */
export async function childrenOf(db: Db, familyId: number): Promise<FamilyChild[]> {
  return db
    .select(childColumns)
    .from(users)
    .where(and(eq(users.familyId, familyId), eq(users.role, "student"), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

/**
 * The student accounts an identifier reaches, oldest first: the children of the family whose
 * contact it is (a child added by a parent has no mobile or e-mail of its own), and any student row
 * carrying the identifier itself. Inactive ones are included (the caller decides).
 */
export async function studentsReachedBy(db: Db, id: Identifier): Promise<Account[]> {
  const direct =
    id.kind === "email"
      ? sql`lower(${users.email}) = ${id.email.toLowerCase()}`
      : and(eq(users.mobile, id.mobile), eq(users.countryCode, id.countryCode));
  const family = await familyOfContact(db, id);
  return db
    .select(accountColumns)
    .from(users)
    .where(
      and(eq(users.role, "student"), family ? or(direct, eq(users.familyId, family.id)) : direct),
    )
    .orderBy(asc(users.id));
}

/**
 * The rule "same family" every call uses: the child `childId` is an active student of the family of
 * the caller (a student). Answers the child; anything else (a child of another family, a teacher,
 * an admin, an inactive or unknown profile) is a 403 with nothing changed.
 */
export async function requireFamilyChild(
  db: Db,
  caller: Pick<SessionUser, "id" | "role">,
  childId: number,
): Promise<FamilyChild> {
  if (caller.role !== "student") throw forbidden(M.studentsOnly);
  const [child] = await db
    .select(childColumns)
    .from(users)
    .where(
      and(
        eq(users.id, childId),
        eq(users.role, "student"),
        eq(users.isActive, true),
        sql`${users.familyId} = (select u.family_id from users u where u.id = ${caller.id} and u.role = 'student')`,
      ),
    )
    .limit(1);
  if (!child) throw forbidden(M.notInFamily);
  return child;
}

/** Whether two users are students of one family. */
export async function sameFamily(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id, familyId: users.familyId })
    .from(users)
    .where(and(inArray(users.id, [a, b]), eq(users.role, "student")));
  const fa = rows.find((r) => r.id === a)?.familyId;
  return fa != null && fa === rows.find((r) => r.id === b)?.familyId;
}

/** What a parent gives for a new child. The child row holds no contact data: the family's is used. */
export interface NewChild {
  firstName: string;
  lastName: string;
  gender?: number | null;
  dob?: string | null;
  age?: number | null;
  school?: string | null;
  timeZone?: string;
  signupCourseId?: number | null;
}

/** Adds a child (a student profile without mobile or e-mail) to a family; inside the caller's transaction. */
export async function addChild(
  tx: Db,
  familyId: number,
  child: NewChild,
  now: Date,
): Promise<Account> {
  const age = child.dob ? ageOn(child.dob, utcDateOf(now)) : (child.age ?? null);
  return insertStudent(tx, {
    familyId,
    firstName: child.firstName,
    lastName: child.lastName,
    gender: child.gender ?? null,
    dob: child.dob ?? null,
    age: age !== null && age >= 1 ? age : null,
    companyName: child.school ?? null,
    signupCourseId: child.signupCourseId ?? null,
    ...(child.timeZone ? { timeZone: child.timeZone } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Switching: the account a session may be re-issued for, acting as the sibling `siblingId`. Refused
 * (403, nothing changes) for a child of another family, a non-student caller, an inactive child.
 * The caller issues the session cookie (lib/auth/session-cookie) with the sibling's own session
 * version, so a later logout of that sibling still ends it.
 */
export async function switchTo(
  db: Db,
  caller: Pick<SessionUser, "id" | "role">,
  siblingId: number,
): Promise<Account> {
  const child = await requireFamilyChild(db, caller, siblingId);
  const [account] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, child.id))
    .limit(1);
  if (!account) throw forbidden(M.notInFamily);
  return account;
}

/** A child in the answers of the family calls (age from the date of birth when there is one). */
export function childJson(child: FamilyChild, selfId: number, now: Date): FamilyChildJson {
  const age = child.dob ? ageOn(child.dob, utcDateOf(now)) : child.age;
  return {
    sibling_id: child.id,
    user_id: child.id,
    name: `${child.firstName} ${child.lastName}`.trim(),
    first_name: child.firstName,
    last_name: child.lastName,
    age: age ?? null,
    date_of_birth: child.dob,
    course_id: child.signupCourseId,
    subject_id: null,
    is_self: child.id === selfId,
  };
}
