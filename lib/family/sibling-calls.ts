import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { Account } from "@/lib/auth/find-accounts";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden } from "@/lib/errors";
import { addChild, childJson, childrenOf, familyOf, switchTo } from "./family";
import { splitName } from "@/lib/auth/signup/schemas";
import { FAMILY_MESSAGES as M } from "./messages";
import type { FamilyChildJson, SiblingChoice, SiblingInfo } from "./schemas";

/** The caller's family id and its active children (the caller must be a student of a family). */
async function callerFamily(db: Db, caller: Pick<SessionUser, "id" | "role">) {
  if (caller.role !== "student") throw forbidden(M.studentsOnly);
  const family = await familyOf(db, caller.id);
  if (!family) throw forbidden(M.studentsOnly);
  return { family, children: await childrenOf(db, family.id) };
}

/** The stored zone of an account (a new child starts with the caller's). */
async function zoneOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, id));
  return row?.timeZone;
}

/** The caller first, then the other children of the family (spec 2 userAndSiblings). */
export async function selfAndSiblings(
  db: Db,
  caller: SessionUser,
  now: Date,
): Promise<FamilyChildJson[]> {
  const { children } = await callerFamily(db, caller);
  const self = children.filter((c) => c.id === caller.id);
  const others = children.filter((c) => c.id !== caller.id);
  return [...self, ...others].map((c) => childJson(c, caller.id, now));
}

/** Spec 3 get-self-and-siblings-for-dob: the family's children without a date of birth. */
export async function childrenMissingDob(
  db: Db,
  caller: SessionUser,
  now: Date,
): Promise<FamilyChildJson[]> {
  return (await selfAndSiblings(db, caller, now)).filter((c) => c.date_of_birth === null);
}

/** Spec 3 submit-sibling-info: a new child in the caller's family (one transaction). */
export async function submitSiblingInfo(
  db: Db,
  caller: SessionUser,
  info: SiblingInfo,
  now: Date,
): Promise<Account> {
  const { family } = await callerFamily(db, caller);
  const timeZone = await zoneOf(db, caller.id);
  return db.transaction((tx) =>
    addChild(
      tx,
      family.id,
      {
        firstName: info.first_name,
        lastName: info.last_name,
        gender: info.sex,
        dob: info.dob,
        school: info.school_name,
        timeZone,
      },
      now,
    ),
  );
}

/**
 * Spec 2 submitSiblingDataOnLogin: for whom is the demo. "self" keeps the caller, a sibling id
 * must be a child of the caller's family (403 otherwise), "new" adds a child with the name and age
 * given. Answers the account the session then acts as, and where to go: the book-demo slug, or the
 * dashboard when the login named no course.
 */
export async function chooseSiblingOnLogin(
  db: Db,
  caller: SessionUser,
  choice: SiblingChoice,
  now: Date,
): Promise<{ account: Account; redirectTo: string }> {
  const redirectTo = choice.courseSlug
    ? `/st/book-demo/${encodeURIComponent(choice.courseSlug)}`
    : "/st/dashboard";
  if (choice.kind === "new") {
    const { family } = await callerFamily(db, caller);
    const { firstName, lastName } = splitName(choice.name);
    // The new child shares the caller's zone until the family profile sets one (decision 035).
    const timeZone = await zoneOf(db, caller.id);
    const account = await db.transaction((tx) =>
      addChild(
        tx,
        family.id,
        { firstName, lastName, age: choice.age, signupCourseId: choice.courseId ?? null, timeZone },
        now,
      ),
    );
    return { account, redirectTo };
  }
  const id = choice.kind === "self" ? caller.id : choice.siblingId;
  return { account: await switchTo(db, caller, id), redirectTo };
}
