import type { Db } from "@/db/client";
import type { AuthDeps } from "./deps";
import { destinationOf, type Identifier } from "./identifiers";
import { loginAccounts, loginUserOf } from "./login-accounts";
import { refused, unlessLimited, type LoginOutcome } from "./login-outcome";
import { LOGIN_MESSAGES } from "./messages";
import { issueOtp } from "./otp";
import { checkOtp, sendOtp, spendOtpSendBudget } from "./otp-delivery";
import type { Role } from "./roles";
import type { SessionUser } from "./session-user";

/**
 * Why a login found no account: a teacher's unknown mobile is 'Mobile Number Not Registered'
 * (spec 2 section 8); any other unknown identifier 'Invalid user!!!' (spec 1 section 8).
 */
export function noUserMessage(to: Identifier, role: Role | undefined): string {
  return role === "teacher" && to.kind === "mobile"
    ? LOGIN_MESSAGES.mobileNotRegistered
    : LOGIN_MESSAGES.invalidUser;
}

export type SendLoginOtpResult = { login: "true"; message: string };

/**
 * spec 1 sendOTP: a login code to the mobile (SMS) or the e-mail address an account is registered
 * with. The answer is the same whether an active account has the identifier or not (issue 43.13):
 * for none, a code is still made (and its budgets and resend gap spent) but never delivered, so the
 * next send and every wrong code answer alike too.
 */
export async function sendLoginOtp(
  db: Db,
  deps: AuthDeps,
  input: { to: Identifier; role?: Role; ip: string },
): Promise<SendLoginOtpResult> {
  const accounts = await loginAccounts(db, input.to, input.role);
  const destination = destinationOf(input.to);
  if (accounts.some((a) => a.isActive)) {
    await sendOtp(db, deps, { purpose: "login", to: input.to, ip: input.ip });
  } else {
    await spendOtpSendBudget(deps, { ip: input.ip, destination });
    await issueOtp(db, { purpose: "login", destination, now: deps.now() });
  }
  return {
    login: "true",
    message:
      input.to.kind === "email" ? LOGIN_MESSAGES.otpSentToEmail : LOGIN_MESSAGES.otpSentToMobile,
  };
}

/**
 * spec 1 otpLogin: checks the login code (within the limits, 5 tries, 10 minutes) and then the
 * accounts it opens. One active account logs in; several (siblings on a parent's mobile, or one
 * person as student and teacher) are offered to choose from.
 */
export async function otpLogin(
  db: Db,
  deps: AuthDeps,
  input: { to: Identifier; role?: Role; code: string; ip: string; caller: SessionUser | null },
): Promise<LoginOutcome> {
  if (input.caller) return refused("failed", LOGIN_MESSAGES.alreadyLoggedIn);
  return unlessLimited(() => checkLoginOtp(db, deps, input));
}

async function checkLoginOtp(
  db: Db,
  deps: AuthDeps,
  input: { to: Identifier; role?: Role; code: string; ip: string },
): Promise<LoginOutcome> {
  const check = await checkOtp(db, deps, {
    purpose: "login",
    destination: destinationOf(input.to),
    code: input.code,
    ip: input.ip,
  });
  // A wrong code answers alike whether the identifier has an account or not (issue 43.13).
  if (check !== "ok") return refused("failed", LOGIN_MESSAGES.incorrectOtp, check);
  const accounts = await loginAccounts(db, input.to, input.role);
  const active = accounts.filter((a) => a.isActive);
  if (accounts.length === 0) return refused("no_user", noUserMessage(input.to, input.role));
  if (active.length === 0) return refused("not_active", LOGIN_MESSAGES.notActive);
  const [only] = active;
  if (active.length === 1 && only) return { kind: "ok", user: loginUserOf(only) };
  return { kind: "choose", verified: input.to, accounts: active };
}
