import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { AuthDeps } from "./deps";
import { findAccounts, type Account } from "./find-accounts";
import { destinationOf, type Identifier } from "./identifiers";
import { parseLoginIdentifier } from "./legacy-identifier";
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES } from "./messages";
import { checkOtp, sendOtp, spendOtpSendBudget } from "./otp-delivery";
import { hashPassword } from "./password";
import { endSessions } from "./revoke-sessions";
import type { Role } from "./roles";

export const MIN_PASSWORD_LENGTH = 8;

/** Where an account's reset code goes: its mobile (by SMS), or its e-mail when it has no mobile. */
function resetTarget(account: Account): { to: Identifier; alsoEmail: string | null } {
  if (account.mobile) {
    return {
      to: { kind: "mobile", countryCode: account.countryCode, mobile: account.mobile },
      alsoEmail: account.email,
    };
  }
  return { to: { kind: "email", email: account.email! }, alsoEmail: null };
}

export type ResetResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * spec 1 forgotPassword: a reset code to the account's mobile by SMS and to its e-mail as well. An
 * unknown, shared or deactivated identifier gets no code, but spends the send budget alike.
 */
export async function requestPasswordReset(
  db: Db,
  deps: AuthDeps,
  input: { to: Identifier; role: Role; ip: string },
): Promise<ResetResult> {
  const accounts = await findAccounts(db, input.to, input.role);
  const [account, second] = accounts;
  if (!account || second || !account.isActive) {
    await spendOtpSendBudget(deps, { ip: input.ip, destination: destinationOf(input.to) });
    if (second) return { ok: false, message: LOGIN_MESSAGES.multipleUsers };
    if (account) return { ok: false, message: LOGIN_MESSAGES.notActive };
    return { ok: false, message: PASSWORD_RESET_MESSAGES.failed };
  }
  const { to, alsoEmail } = resetTarget(account);
  await sendOtp(db, deps, { purpose: "reset_password", to, alsoEmail, ip: input.ip });
  return { ok: true, message: PASSWORD_RESET_MESSAGES.sent };
}

/**
 * spec 1 updatePassword: checks the reset code (limits, 5 tries, 10 minutes) and stores the new
 * password of the one account the identifier names. Any doubt about the code or the account is
 * answered "Invalid OTP".
 */
export async function resetPassword(
  db: Db,
  deps: AuthDeps,
  input: { identifier?: string; role: Role; password?: string; otp?: string; ip: string },
): Promise<ResetResult> {
  const { identifier, password, otp } = input;
  if (!identifier || !password || !otp) {
    return { ok: false, message: PASSWORD_RESET_MESSAGES.allMandatory };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, message: PASSWORD_RESET_MESSAGES.passwordTooShort };
  }
  const id = parseLoginIdentifier(identifier);
  if (!id) return { ok: false, message: PASSWORD_RESET_MESSAGES.invalidOtp };
  const accounts = await findAccounts(db, id, input.role);
  const account = accounts.length === 1 && accounts[0]?.isActive ? accounts[0] : null;
  const destination = account ? destinationOf(resetTarget(account).to) : destinationOf(id);
  const check = await checkOtp(db, deps, {
    purpose: "reset_password",
    destination,
    code: otp,
    ip: input.ip,
  });
  if (check !== "ok" || !account) return { ok: false, message: PASSWORD_RESET_MESSAGES.invalidOtp };
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), ...endSessions() })
    .where(eq(users.id, account.id));
  return { ok: true, message: PASSWORD_RESET_MESSAGES.updated };
}
