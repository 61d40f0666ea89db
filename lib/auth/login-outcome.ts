import { isRateLimited, type RateLimitedError } from "../ratelimit/rate-limited";
import type { Account } from "./find-accounts";
import type { Identifier } from "./identifiers";
import type { LoginUser } from "./login-accounts";
import type { OtpCheck } from "./otp";

/** Why a code was refused, for the new UI (the legacy `status_msg` keeps the spec's words). */
export type OtpRefusal = Exclude<OtpCheck, "ok">;

/**
 * What a login attempt came to: a user to start a session for, several accounts of one verified
 * mobile to choose from (spec 1 "entities"), a refusal with the spec's `login` value and message, or
 * no attempt at all while the caller's failed-login budget cools down (a 429 with the wait).
 */
export type LoginOutcome =
  | { kind: "ok"; user: LoginUser }
  | { kind: "choose"; verified: Identifier; accounts: Account[] }
  | {
      kind: "refused";
      login: "failed" | "no_user" | "not_active";
      message: string;
      otpReason?: OtpRefusal;
    }
  | { kind: "limited"; error: RateLimitedError };

/** Runs a login; a refusal by the failed-login budgets becomes the "limited" outcome. */
export async function unlessLimited(run: () => Promise<LoginOutcome>): Promise<LoginOutcome> {
  try {
    return await run();
  } catch (error) {
    if (isRateLimited(error)) return { kind: "limited", error };
    throw error;
  }
}

export const refused = (
  login: "failed" | "no_user" | "not_active",
  message: string,
  otpReason?: OtpRefusal,
): LoginOutcome => ({ kind: "refused", login, message, ...(otpReason ? { otpReason } : {}) });
