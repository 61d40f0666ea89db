import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, streams, users, type NewUser } from "@/db/schema";
import { log } from "../log/logger";
import { SITE_NAME } from "../site";
import type { AuthDeps } from "./deps";
import { isFamilyContact } from "@/lib/family/family";
import { findAccounts } from "./find-accounts";
import { generateReferralCode } from "./generate-password";
import { destinationOf } from "./identifiers";
import type { StudentRegistration, TeacherRegistration } from "./legacy-schemas";
import type { LoginUser } from "./login-accounts";
import { REGISTRATION_MESSAGES } from "./messages";
import { consumeVerifiedOtp } from "./otp";
import { hashPassword } from "./password";
import { uniqueViolation } from "./unique-violation";

export type Registration =
  { role: "student"; data: StudentRegistration } | { role: "teacher"; data: TeacherRegistration };

export type RegistrationResult =
  | {
      ok: true;
      user: LoginUser;
      /** No password was given: the account logs in by one-time code (no password is sent). */
      passwordless: boolean;
      /** A student registered on a family's verified mobile: added to that family (issue 16). */
      addedToFamily: boolean;
    }
  | { ok: false; errors: Record<string, string> };

/** Thrown inside the transaction to roll it back (and so keep the verified code) with field errors. */
class Refused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("registration refused");
  }
}

const REFERRAL_CODE_TRIES = 5;

/**
 * The welcome of an account made without a password. No password is made up and sent in clear
 * text: the user logs in with a one-time code to their mobile or e-mail and may set a password.
 */
export function welcomeMessage(): string {
  return `Welcome to ${SITE_NAME}! Log in with your mobile number or e-mail and the one-time code we send you. You can set a password any time with "Forgot password".`;
}

async function exists(db: Db, table: typeof streams | typeof courses, id: number | undefined) {
  if (!id) return false;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

async function referrerOf(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code.toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}

/**
 * spec 1 userRegistrationStudent / userRegistrationTeacher. In one transaction: uses up the verified
 * registration code of the mobile (the server's "mobile verified" flag: no verified code, no
 * account), checks the mobile and e-mail are free for the role, and creates the account with a
 * unique referral code. A refusal rolls everything back, so the verified code stays usable. Without
 * a password the account has none (OTP login; "Forgot password" sets one) and a welcome saying so is
 * sent by SMS and e-mail: a password is never sent in clear text.
 */
export async function registerAccount(
  db: Db,
  deps: AuthDeps,
  registration: Registration,
): Promise<RegistrationResult> {
  const { role, data } = registration;
  const passwordless = !data.password;
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  const now = deps.now();
  const mobileDestination = destinationOf(data.mobile);

  let user: LoginUser;
  let addedToFamily = false;
  try {
    user = await db.transaction(async (tx) => {
      const verified = await consumeVerifiedOtp(tx, {
        purpose: "register",
        destination: mobileDestination,
        now,
      });
      const errors: Record<string, string> = {};
      const mobileTaken = (await findAccounts(tx, data.mobile, role)).length > 0;
      // The trigger of migration 0013 puts the new student in the family holding the mobile.
      addedToFamily = mobileTaken && role === "student" && (await isFamilyContact(tx, data.mobile));
      if (mobileTaken && !addedToFamily) {
        errors.reg_mobile_num = REGISTRATION_MESSAGES.mobileTaken;
      } else if (!verified) {
        errors.reg_mobile_num = REGISTRATION_MESSAGES.verifyMobileFirst;
      }
      if ((await findAccounts(tx, { kind: "email", email: data.email }, role)).length > 0) {
        errors.email = REGISTRATION_MESSAGES.emailTaken;
      }
      if (Object.keys(errors).length > 0) throw new Refused(errors);

      const values: Omit<NewUser, "referralCode"> = {
        role,
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        mobile: data.mobile.mobile,
        countryCode: data.mobile.countryCode,
        passwordHash,
        companyName: data.companyName ?? null,
        referredById: await referrerOf(tx, data.referralCode),
        mobileVerifiedAt: now,
        ...(registration.role === "teacher"
          ? {
              remark: registration.data.remark ?? null,
              signupStreamId: (await exists(tx, streams, registration.data.streamId))
                ? registration.data.streamId
                : null,
            }
          : {
              schoolClass: registration.data.schoolClass ?? null,
              signupClickId: registration.data.clickId ?? null,
              signupCourseId: (await exists(tx, courses, registration.data.courseId))
                ? registration.data.courseId
                : null,
            }),
      };
      for (let attempt = 1; ; attempt++) {
        try {
          // A savepoint, so a clash of referral codes can be retried inside the transaction.
          const [row] = await tx.transaction((sp) =>
            sp
              .insert(users)
              .values({ ...values, referralCode: generateReferralCode() })
              .returning({ id: users.id, sessionVersion: users.sessionVersion }),
          );
          return {
            id: row!.id,
            role,
            name: `${data.firstName} ${data.lastName}`.trim(),
            sessionVersion: row!.sessionVersion,
          };
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint === "users_role_email_key") {
            throw new Refused({ email: REGISTRATION_MESSAGES.emailTaken });
          }
          if (constraint !== "users_referral_code_key" || attempt >= REFERRAL_CODE_TRIES) {
            throw error;
          }
        }
      }
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  }

  if (passwordless) {
    const welcome = { kind: "notice" as const, body: welcomeMessage() };
    try {
      await deps.messenger.send({ ...welcome, channel: "sms", to: mobileDestination });
      await deps.messenger.send({
        ...welcome,
        channel: "email",
        to: data.email,
        subject: `Welcome to ${SITE_NAME}`,
      });
    } catch (error) {
      // Only a channel without a provider (or the database) fails here; delivery itself is
      // retried by the queue. The account exists and the user is logged in; "Forgot password"
      // still reaches them.
      log.error({ err: error, userId: user.id }, "Could not send the welcome message");
    }
  }
  return { ok: true, user, passwordless, addedToFamily };
}
