import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { AuthDeps } from "../auth/deps";
import { consumeVerifiedOtp, OTP_VERIFIED_GRACE_MS } from "../auth/otp";
import { checkOtp, sendOtp } from "../auth/otp-delivery";
import { authSecret } from "../auth/secret";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { ENTRY_OTP_MESSAGES as M } from "./rules";
import type { EntryOtpResponse } from "./types";

/**
 * Issue 43.1 (decision 040): a talent-hunt entry adds or touches a child of the family whose
 * mobile it names, so the caller proves they hold that mobile first: the signed-in family's own
 * number, or a code sent to it (lib/auth's OTP machinery, purpose `contest_entry`). Every answer
 * here depends on the code only, never on whether the number has an account.
 */
const PURPOSE = "contest_entry" as const;
const COUNTRY_CODE = "+91";
const destinationOf = (mobile: string) => `${COUNTRY_CODE}${mobile}`;

function signature(mobile: string, expiresMs: number): string {
  return createHmac("sha256", authSecret())
    .update(`${PURPOSE}\n${destinationOf(mobile)}\n${expiresMs}`)
    .digest("base64url");
}

/** The proof verify-otp answers: "{expiry ms}.{HMAC}", bound to the number, valid 30 minutes. */
export function proofToken(mobile: string, now: Date): string {
  const expiresMs = now.getTime() + OTP_VERIFIED_GRACE_MS;
  return `${expiresMs}.${signature(mobile, expiresMs)}`;
}

/** Whether a token was made by proofToken for this number and has not expired. */
export function tokenHolds(token: string, mobile: string, now: Date): boolean {
  const parts = /^([0-9]{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!parts) return false;
  const expiresMs = Number(parts[1]);
  if (expiresMs <= now.getTime()) return false;
  const given = Buffer.from(parts[2]!);
  const expected = Buffer.from(signature(mobile, expiresMs));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** POST /talent-hunt-registration/send-otp: the same answer for every number (a code goes out). */
export async function sendEntryOtp(
  db: Db,
  deps: AuthDeps,
  input: { mobile: string; ip: string },
): Promise<EntryOtpResponse> {
  await sendOtp(db, deps, {
    purpose: PURPOSE,
    to: { kind: "mobile", countryCode: COUNTRY_CODE, mobile: input.mobile },
    ip: input.ip,
  });
  return { status: "success", responseCode: 200, message: M.sent };
}

/** The words of a refused code (lib/auth's OtpCheck), the same whatever the number. */
function refusalOf(check: string): string {
  if (check === "expired") return M.otpExpired;
  if (check === "invalid") return M.otpInvalid;
  return M.otpDead;
}

const refused = (message: string): EntryOtpResponse => ({
  status: "fail",
  responseCode: 400,
  message,
  errors: { otp: message },
});

/**
 * POST /talent-hunt-registration/verify-otp: a right code is kept verified (lib/auth) and answered
 * with the token the registration carries (otp_token); the registration uses the code up.
 */
export async function verifyEntryOtp(
  db: Db,
  deps: AuthDeps,
  input: { mobile: string; otp: string; ip: string; now: Date },
): Promise<EntryOtpResponse> {
  const check = await checkOtp(db, deps, {
    purpose: PURPOSE,
    destination: destinationOf(input.mobile),
    code: input.otp,
    ip: input.ip,
    keep: true,
  });
  if (check !== "ok") return refused(refusalOf(check));
  return {
    status: "success",
    responseCode: 200,
    message: M.verified,
    otp_token: proofToken(input.mobile, input.now),
  };
}

/**
 * The signed-in user's own family's Indian mobile (the number a talent-hunt entry takes without a
 * code), or null. Shown only to that family (the /talent-hunt form prefills nothing with it).
 */
export async function familyMobileOf(db: Db, user: SessionUser | null): Promise<string | null> {
  if (!user) return null;
  const [row] = rowsOf<{ mobile: string }>(
    await db.execute(sql`
      select f.mobile from users u join families f on f.id = u.family_id
       where u.id = ${user.id} and f.country_code = ${COUNTRY_CODE} and f.mobile is not null`),
  );
  return row?.mobile ?? null;
}

/**
 * How the caller holds the mobile: "family" (signed in as that family), "code" (a right code in
 * the form, used up now), "token" (a verify-otp token: the caller uses it up with useProofToken
 * in the registration's transaction); or the refusal, in words that never depend on the number.
 */
export async function relativeProof(
  db: Db,
  deps: AuthDeps,
  input: {
    mobile: string;
    otp?: string;
    otpToken?: string;
    user: SessionUser | null;
    ip: string;
    now: Date;
  },
): Promise<{ via: "family" | "code" | "token" } | { refusal: string }> {
  if ((await familyMobileOf(db, input.user)) === input.mobile) return { via: "family" };
  if (input.otpToken) {
    return tokenHolds(input.otpToken, input.mobile, input.now)
      ? { via: "token" }
      : { refusal: M.proofNeeded };
  }
  if (input.otp) {
    const check = await checkOtp(db, deps, {
      purpose: PURPOSE,
      destination: destinationOf(input.mobile),
      code: input.otp,
      ip: input.ip,
    });
    return check === "ok" ? { via: "code" } : { refusal: refusalOf(check) };
  }
  return { refusal: M.proofNeeded };
}

/** Uses up the verified code behind a token, once (in the caller's transaction). */
export const useProofToken = (tx: Db, mobile: string, now: Date): Promise<boolean> =>
  consumeVerifiedOtp(tx, { purpose: PURPOSE, destination: destinationOf(mobile), now });
