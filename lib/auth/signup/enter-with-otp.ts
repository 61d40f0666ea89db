import type { Db } from "@/db/client";
import type { Channel } from "../../messaging/types";
import type { AuthDeps } from "../deps";
import type { Account } from "../find-accounts";
import { DEFAULT_COUNTRY_CODE, destinationOf, type Identifier } from "../identifiers";
import { checkOtp, sendOtp } from "../otp-delivery";
import type { OtpCheck } from "../otp";
import { SIGNUP_MESSAGES as M } from "./messages";
import { loginOrCreateStudent, studentAccountsOf, type NewStudentProfile } from "./student-account";

/**
 * One OTP purpose, "login_or_signup", serves both student flows that log in or sign up with a code
 * (spec 2's popup and spec 3's signup form): a code proves the identifier, and what it unlocks is
 * the same in both (the student account of that identifier, made when missing).
 */
const PURPOSE = "login_or_signup";

export type SendResult = { sent: true; alsoEmailed: boolean } | { sent: false; message: string };

/**
 * Sends a login-or-signup code to a mobile (WhatsApp in spec 2, SMS in spec 3) or an e-mail. A
 * number outside India also gets the code by e-mail when its student account has an address (spec 2
 * section 5). An identifier whose student accounts are all deactivated gets no code.
 */
export async function sendLoginOrSignupOtp(
  db: Db,
  deps: AuthDeps,
  input: { identifier: Identifier; ip: string; mobileChannel: Channel },
): Promise<SendResult> {
  const { identifier } = input;
  const { all, active } = await studentAccountsOf(db, identifier);
  if (all.length > 0 && active.length === 0) return { sent: false, message: M.notActive };
  const alsoEmail =
    identifier.kind === "mobile" && identifier.countryCode !== DEFAULT_COUNTRY_CODE
      ? (active.find((a) => a.email)?.email ?? null)
      : null;
  await sendOtp(db, deps, {
    purpose: PURPOSE,
    to: identifier,
    ip: input.ip,
    mobileChannel: input.mobileChannel,
    alsoEmail,
  });
  return { sent: true, alsoEmailed: alsoEmail !== null };
}

/** A code typed for an identifier, and the address it came from (for the brute-force limits). */
export interface OtpEntry {
  identifier: Identifier;
  code: string;
  ip: string;
}

export type EnterWithOtpResult =
  | { outcome: "login"; user: Account; siblings: Account[] }
  | { outcome: "register"; user: Account }
  | { outcome: "not_active"; message: string }
  | { outcome: "failed"; check: Exclude<OtpCheck, "ok">; message: string };

const FAILED: Record<Exclude<OtpCheck, "ok">, string> = {
  invalid: M.incorrectOtp,
  expired: M.otpExpired,
  locked: M.otpLocked,
  missing: M.otpMissing,
};

/**
 * Checks a login-or-signup code (within the brute-force limits): ok, or why not in the flow's words
 * (`wrongCodeMessage` lets a flow word a wrong code its own way, spec 3). Also used by the spec 2
 * final registration (lib/family), which proves the same identifier with the same code.
 */
export async function checkLoginOrSignupCode(
  db: Db,
  deps: AuthDeps,
  input: OtpEntry & { wrongCodeMessage?: string },
): Promise<{ ok: true } | { ok: false; check: Exclude<OtpCheck, "ok">; message: string }> {
  const check = await checkOtp(db, deps, {
    purpose: PURPOSE,
    destination: destinationOf(input.identifier),
    code: input.code,
    ip: input.ip,
  });
  if (check === "ok") return { ok: true };
  const message =
    check === "invalid" && input.wrongCodeMessage ? input.wrongCodeMessage : FAILED[check];
  return { ok: false, check, message };
}

/** Checks the code and then logs in the identifier's student account or creates it. */
export async function enterWithOtp(
  db: Db,
  deps: AuthDeps,
  input: OtpEntry & { profile: NewStudentProfile; wrongCodeMessage?: string },
): Promise<EnterWithOtpResult> {
  const checked = await checkLoginOrSignupCode(db, deps, input);
  if (!checked.ok) return { outcome: "failed", check: checked.check, message: checked.message };
  const result = await loginOrCreateStudent(db, deps, {
    identifier: input.identifier,
    profile: input.profile,
  });
  return result.outcome === "not_active" ? { outcome: "not_active", message: M.notActive } : result;
}
