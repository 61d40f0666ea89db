import type { Db } from "@/db/client";
import type { AuthDeps } from "../deps";
import type { Account } from "../find-accounts";
import { enterWithOtp, sendLoginOrSignupOtp } from "./enter-with-otp";
import { SIGNUP_MESSAGES as M } from "./messages";
import { splitName } from "./schemas";
import type { Identifier } from "../identifiers";

export type SignupCodeResult = { sent: true; message: string } | { sent: false; message: string };

/**
 * Spec 3: sends the signup code to the mobile by SMS, and by e-mail abroad as in spec 2.
 */
export async function sendSignupCode(
  db: Db,
  deps: AuthDeps,
  input: { mobile: Identifier; ip: string; resend?: boolean },
): Promise<SignupCodeResult> {
  const result = await sendLoginOrSignupOtp(db, deps, {
    identifier: input.mobile,
    ip: input.ip,
    mobileChannel: "sms",
  });
  if (!result.sent) return result;
  return { sent: true, message: input.resend ? M.signupOtpResent : M.signupOtpSent };
}

export type SignupResult =
  | { ok: true; outcome: "register" | "login"; user: Account; message: string }
  | { ok: false; message: string };

/**
 * Spec 3: the signup form's code. Logs in the mobile's student account, or creates it with the
 * name and age from the form. The one service behind registerStudent and verify-otp-for-register.
 */
export async function signupWithOtp(
  db: Db,
  deps: AuthDeps,
  input: { mobile: Identifier; name: string; age: number; code: string; ip: string },
): Promise<SignupResult> {
  const result = await enterWithOtp(db, deps, {
    identifier: input.mobile,
    code: input.code,
    ip: input.ip,
    profile: { ...splitName(input.name), age: input.age },
    wrongCodeMessage: M.signupOtp,
  });
  switch (result.outcome) {
    case "failed":
    case "not_active":
      return { ok: false, message: result.message };
    case "register":
      return { ok: true, outcome: "register", user: result.user, message: M.signupRegistered };
    case "login":
      return { ok: true, outcome: "login", user: result.user, message: M.signupLoggedIn };
  }
}

export type RegisterStudentResult =
  | { status: true; actionType: "otp_sent" | "otp_resent"; message: string }
  | { status: true; actionType: "register" | "login"; message: string; user: Account }
  | { status: false; message: string };

/**
 * Spec 3's registerStudent steps: `action_type: "resend"` sends a new code (otp_resent); without a
 * code, one is sent (otp_sent); with a code, the student is registered or logged in.
 */
export async function registerStudent(
  db: Db,
  deps: AuthDeps,
  input: {
    actionType?: string;
    /** As read by the signup schema's phone rule. */
    mobile: Identifier;
    name: string;
    age: number;
    code?: string;
    ip: string;
  },
): Promise<RegisterStudentResult> {
  const resend = input.actionType === "resend";
  if (resend || input.code === undefined) {
    const sent = await sendSignupCode(db, deps, { ...input, resend });
    if (!sent.sent) return { status: false, message: sent.message };
    return { status: true, actionType: resend ? "otp_resent" : "otp_sent", message: sent.message };
  }
  const result = await signupWithOtp(db, deps, { ...input, code: input.code });
  if (!result.ok) return { status: false, message: result.message };
  return { status: true, actionType: result.outcome, message: result.message, user: result.user };
}
