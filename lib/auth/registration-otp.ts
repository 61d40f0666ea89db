import type { Db } from "@/db/client";
import type { AuthDeps } from "./deps";
import { isFamilyContact } from "@/lib/family/family";
import { findAccounts } from "./find-accounts";
import { DEFAULT_COUNTRY_CODE, destinationOf } from "./identifiers";
import type { MobileIdentifier } from "./legacy-identifier";
import { REGISTRATION_MESSAGES } from "./messages";
import { checkOtp, sendOtp, spendOtpSendBudget } from "./otp-delivery";
import type { Role } from "./roles";

export type RegistrationOtpResult = { ok: boolean; message: string };

/**
 * spec 1 sendOTPForRegistration: a code to verify the mobile a new account will use, refused when an
 * account of that role already has the number, except a student number that is a family's verified
 * contact: the registration then adds a child to that family. Numbers outside India get the code by
 * e-mail too.
 */
export async function sendRegistrationOtp(
  db: Db,
  deps: AuthDeps,
  input: { mobile: MobileIdentifier; role: Role; email?: string; ip: string },
): Promise<RegistrationOtpResult> {
  const taken = await findAccounts(db, input.mobile, input.role);
  // A family's verified contact may register another child (issue 16): the code is sent.
  if (
    taken.length > 0 &&
    !(input.role === "student" && (await isFamilyContact(db, input.mobile)))
  ) {
    await spendOtpSendBudget(deps, { ip: input.ip, destination: destinationOf(input.mobile) });
    return { ok: false, message: REGISTRATION_MESSAGES.mobileTaken };
  }
  const alsoEmail =
    input.mobile.countryCode !== DEFAULT_COUNTRY_CODE && input.email ? input.email : null;
  await sendOtp(db, deps, { purpose: "register", to: input.mobile, alsoEmail, ip: input.ip });
  return {
    ok: true,
    message: alsoEmail ? REGISTRATION_MESSAGES.otpSentWithEmail : REGISTRATION_MESSAGES.otpSent,
  };
}

/**
 * spec 1 verifyOTP: checks the registration code and keeps it verified (the server's "mobile
 * verified" flag), for the registration call to use up when it creates the account.
 */
export async function verifyRegistrationOtp(
  db: Db,
  deps: AuthDeps,
  input: { mobile: MobileIdentifier; otp: string; ip: string },
): Promise<boolean> {
  const check = await checkOtp(db, deps, {
    purpose: "register",
    destination: destinationOf(input.mobile),
    code: input.otp,
    ip: input.ip,
    keep: true,
  });
  return check === "ok";
}
