import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users } from "@/db/schema";
import type { AuthDeps } from "../deps";
import { studentsReachedBy } from "@/lib/family/family";
import type { Account } from "../find-accounts";
import { destinationOf, type Identifier } from "../identifiers";
import { insertStudent } from "@/lib/family/insert-student";

/** What a new student account starts with; the profile step fills in the rest. */
export interface NewStudentProfile {
  firstName?: string;
  lastName?: string;
  age?: number;
  timeZone?: string;
  /** A referral code typed at signup; resolved to its owner, ignored when unknown. */
  referralCode?: string;
  /** The course the signup started from, when the client sent a numeric id. */
  courseId?: number;
}

export type EnterResult =
  /** An existing student: the oldest active account, and the other active ones on that identifier. */
  | { outcome: "login"; user: Account; siblings: Account[] }
  | { outcome: "register"; user: Account }
  /** The identifier has student accounts, and none of them is active. */
  | { outcome: "not_active" };

/**
 * Serialises, until the transaction ends, every signup on one mobile or e-mail (OTP signups, the
 * final registration, a family's new child), so two quick submits cannot make two accounts or two
 * families.
 */
export async function lockSignupsOf(tx: Db, identifier: Identifier): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`student-signup:${destinationOf(identifier)}`}))`,
  );
}

/** The student accounts of an identifier, oldest first, and which of them may log in. */
export async function studentAccountsOf(db: Db, id: Identifier) {
  const all = await studentsReachedBy(db, id);
  return { all, active: all.filter((a) => a.isActive) };
}

/**
 * After a verified OTP: logs in the student account(s) of the identifier, or creates one, in one
 * transaction (serialised per identifier so two quick submits cannot create two accounts).
 *
 * The accounts are the children of the family whose contact the identifier is (decision 017; a
 * child a parent added has no mobile of its own) and any student row with the identifier. Several
 * of them log in the OLDEST active one and return the others as siblings: the answer then offers
 * the sibling choice (spec 2 §4 rule 9, {v1}submitSiblingDataOnLogin switches the session), and the
 * student area's switcher (switch-sibling-user) changes child later.
 *
 * Only student accounts count: a mobile or e-mail that belongs to a teacher alone gets a new student
 * account (one person may be both).
 */
export async function loginOrCreateStudent(
  db: Db,
  deps: AuthDeps,
  input: { identifier: Identifier; profile: NewStudentProfile },
): Promise<EnterResult> {
  const { identifier, profile } = input;
  const now = deps.now();
  return db.transaction(async (tx) => {
    await lockSignupsOf(tx, identifier);
    const { all, active } = await studentAccountsOf(tx, identifier);
    const [user, ...siblings] = active;
    if (user) {
      // The OTP just proved the mobile.
      if (identifier.kind === "mobile") {
        await tx
          .update(users)
          .set({ mobileVerifiedAt: now })
          .where(and(eq(users.id, user.id), isNull(users.mobileVerifiedAt)));
        await tx
          .update(families)
          .set({ mobileVerifiedAt: now })
          .where(
            and(
              eq(families.countryCode, identifier.countryCode),
              eq(families.mobile, identifier.mobile),
              isNull(families.mobileVerifiedAt),
            ),
          );
      }
      return { outcome: "login", user, siblings };
    }
    if (all.length > 0) return { outcome: "not_active" };

    const created = await insertStudent(tx, {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      ...(identifier.kind === "email"
        ? { email: identifier.email }
        : {
            mobile: identifier.mobile,
            countryCode: identifier.countryCode,
            mobileVerifiedAt: now,
          }),
      ...(profile.timeZone ? { timeZone: profile.timeZone } : {}),
      age: profile.age ?? null,
      referredById: await referrerOf(tx, profile.referralCode),
      signupCourseId: profile.courseId ?? null,
    });
    return { outcome: "register", user: created };
  });
}

async function referrerOf(db: Db, code: string | undefined): Promise<number | null> {
  const normalized = code?.trim().toUpperCase() ?? "";
  if (!/^[A-Z0-9]{4,16}$/.test(normalized)) return null;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, normalized))
    .limit(1);
  return owner?.id ?? null;
}
