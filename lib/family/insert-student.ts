import type { Db } from "@/db/client";
import { users, type NewUser } from "@/db/schema";
import { accountColumns, type Account } from "@/lib/auth/find-accounts";
import { generateReferralCode } from "@/lib/auth/signup/referral-code";

const REFERRAL_CODE_TRIES = 5;

/**
 * Inserts a student with a fresh referral code: a clash of the random code inserts nothing and is
 * retried; any other clash still throws. The one student insert of the OTP signups and of a parent
 * adding a child.
 */
export async function insertStudent(
  db: Db,
  values: Omit<NewUser, "role" | "referralCode">,
): Promise<Account> {
  for (let attempt = 0; attempt < REFERRAL_CODE_TRIES; attempt++) {
    const [created] = await db
      .insert(users)
      .values({ ...values, role: "student", referralCode: generateReferralCode() })
      .onConflictDoNothing({ target: users.referralCode })
      .returning(accountColumns);
    if (created) return created;
  }
  throw new Error("Could not find a free referral code.");
}
