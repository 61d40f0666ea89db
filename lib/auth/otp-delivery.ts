import type { Db } from "@/db/client";
import { SITE_NAME } from "../site";
import type { Channel } from "../messaging/types";
import type { AuthDeps } from "./deps";
import { destinationOf, type Identifier } from "./identifiers";
import { RateLimitedError } from "../ratelimit/rate-limited";
import { sendCooldownMessage } from "../ratelimit/rules";
import { withinLoginBudget } from "./login-budget";
import { issueOtp, OTP_TTL_MS, verifyOtp, type OtpCheck, type OtpPurpose } from "./otp";

export function otpText(code: string): string {
  return `${code} is your ${SITE_NAME} OTP. It is valid for ${OTP_TTL_MS / 60000} minutes. Never share it with anyone.`;
}

/**
 * Spends the budgets of one send of a code (whether one goes out or not: an answer like "no such
 * account" pays the same, so a 429 never tells an existing account from a missing one): the address's
 * hourly budget, and the step-up budgets of this destination from this client and from everyone
 * (FAILURE_RULES otpSends*). A step-up cooling down is a 429 that says how long to wait.
 */
export async function spendOtpSendBudget(
  deps: AuthDeps,
  input: { ip: string; destination: string },
): Promise<void> {
  await deps.limiter.consume("otpSendPerIp", input.ip);
  const wait = await deps.limiter.reserve([
    ["otpSendsPerClient", `${input.destination}|${input.ip}`],
    ["otpSendsPerDestination", input.destination],
  ]);
  if (wait > 0) throw new RateLimitedError(sendCooldownMessage(wait), wait);
}

/**
 * Sends a fresh code for a purpose to an identifier, within the brute-force limits: by SMS (or
 * WhatsApp when asked) to a mobile, by e-mail to an address, and also to `alsoEmail` when given
 * (spec 2: numbers outside India get the code by e-mail too).
 */
export async function sendOtp(
  db: Db,
  deps: AuthDeps,
  input: {
    purpose: OtpPurpose;
    to: Identifier;
    ip: string;
    mobileChannel?: Channel;
    alsoEmail?: string | null;
    code?: string;
  },
): Promise<{ destination: string }> {
  const destination = destinationOf(input.to);
  await spendOtpSendBudget(deps, { ip: input.ip, destination });
  const { code, expiresAt } = await issueOtp(db, {
    purpose: input.purpose,
    destination,
    now: deps.now(),
    code: input.code,
  });
  // Delivered by the deliver-message job, with retries; the outbox copy is blanked once the code
  // has expired (retention).
  const otp = { kind: "otp" as const, body: otpText(code), redactAfter: expiresAt };
  const subject = `Your ${SITE_NAME} OTP`;
  if (input.to.kind === "email") {
    await deps.messenger.send({ ...otp, channel: "email", to: destination, subject });
  } else {
    await deps.messenger.send({ ...otp, channel: input.mobileChannel ?? "sms", to: destination });
    // The e-mail copy is a courtesy: the code already went out, so its failure (no e-mail
    // provider: recorded in the outbox as failed) must not fail the request.
    if (input.alsoEmail) {
      await deps.messenger
        .send({ ...otp, channel: "email", to: input.alsoEmail, subject })
        .catch(() => undefined);
    }
  }
  return { destination };
}

/**
 * Checks a code within the failed-login budgets (login-budget.ts): any answer but "ok" counts as a
 * failure of this client for this destination; a right code forgets this client's failures.
 */
export async function checkOtp(
  db: Db,
  deps: AuthDeps,
  input: { purpose: OtpPurpose; destination: string; code: string; ip: string; keep?: boolean },
): Promise<OtpCheck> {
  return withinLoginBudget(
    deps.limiter,
    { kind: "otp", identifier: input.destination, ip: input.ip },
    () =>
      verifyOtp(db, {
        purpose: input.purpose,
        destination: input.destination,
        code: input.code.trim(),
        now: deps.now(),
        keep: input.keep,
      }),
    (check) => check === "ok",
  );
}
