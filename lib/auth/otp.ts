import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { otpCodes } from "@/db/schema";
import { RateLimitedError, secondsToWait } from "../ratelimit/rate-limited";
import { authSecret } from "./secret";

export type OtpPurpose = (typeof otpCodes.$inferInsert)["purpose"];

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
/**
 * Wrong tries that kill a code, from all clients together: a backstop only (issue 43.4). A code is
 * not killed by a stranger's guesses: each client's wrong tries meet its own cooldown and all of a
 * destination's together a shared one (lib/ratelimit/rules.ts), which allow far fewer in a code's
 * 10 minutes.
 */
export const OTP_MAX_ATTEMPTS = 30;
/** The client counts down 59 ticks of 2 s before it offers a resend; the server allows one after 30 s. */
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
/** How long a verified registration code stays good for creating the account. */
export const OTP_VERIFIED_GRACE_MS = 30 * 60 * 1000;
export const RESEND_TOO_SOON_MESSAGE = "Please wait a few seconds before asking for a new OTP.";

function hashCode(purpose: OtpPurpose, destination: string, code: string): string {
  return createHmac("sha256", authSecret())
    .update(`${purpose}\n${destination}\n${code}`)
    .digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Six digits from a CSPRNG. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/**
 * Makes a new code for a purpose and destination, retiring any earlier one. Refuses (429) when the
 * last code was sent less than the cooldown ago. Returns the code so the caller can send it; it is
 * stored only as an HMAC.
 */
export async function issueOtp(
  db: Db,
  input: { purpose: OtpPurpose; destination: string; now: Date; code?: string },
): Promise<{ code: string; expiresAt: Date }> {
  const { purpose, destination, now } = input;
  return db.transaction(async (tx) => {
    // Serialise sends to one destination so two quick clicks cannot both pass the cooldown.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${destination}`}))`,
    );
    const [last] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS) {
      const waitMs = OTP_RESEND_COOLDOWN_MS - (now.getTime() - last.createdAt.getTime());
      throw new RateLimitedError(RESEND_TOO_SOON_MESSAGE, secondsToWait(waitMs));
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.purpose, purpose),
          eq(otpCodes.destination, destination),
          isNull(otpCodes.consumedAt),
        ),
      );
    const code = input.code ?? generateOtp();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    await tx.insert(otpCodes).values({
      purpose,
      destination,
      codeHash: hashCode(purpose, destination, code),
      createdAt: now,
      expiresAt,
    });
    return { code, expiresAt };
  });
}

export type OtpCheck = "ok" | "invalid" | "expired" | "locked" | "missing";

/** Whether the latest code of a destination was killed by wrong tries (not used, not replaced). */
async function lastCodeWasLocked(
  tx: Pick<Db, "select">,
  purpose: OtpPurpose,
  destination: string,
): Promise<boolean> {
  const [last] = await tx
    .select({ attempts: otpCodes.attempts, verifiedAt: otpCodes.verifiedAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return !!last && last.verifiedAt === null && last.attempts >= OTP_MAX_ATTEMPTS;
}

/**
 * Checks a code against the live code of that purpose and destination. A wrong code counts a try;
 * the OTP_MAX_ATTEMPTS-th wrong try kills the code, and any later try of it (even the right code) answers "locked"
 * until a new code is sent. With `keep`, a right code is only marked verified (registration
 * consumes it when the account is made); otherwise it is used up at once.
 */
export async function verifyOtp(
  db: Db,
  input: { purpose: OtpPurpose; destination: string; code: string; now: Date; keep?: boolean },
): Promise<OtpCheck> {
  const { purpose, destination, code, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.purpose, purpose),
          eq(otpCodes.destination, destination),
          isNull(otpCodes.consumedAt),
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for("update");
    if (!row) return (await lastCodeWasLocked(tx, purpose, destination)) ? "locked" : "missing";
    if (row.attempts >= OTP_MAX_ATTEMPTS) return "locked";
    if (row.expiresAt.getTime() <= now.getTime()) return "expired";
    if (!/^[0-9]{6}$/.test(code) || !sameHash(row.codeHash, hashCode(purpose, destination, code))) {
      const attempts = row.attempts + 1;
      await tx
        .update(otpCodes)
        .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: now } : {}) })
        .where(eq(otpCodes.id, row.id));
      return attempts >= OTP_MAX_ATTEMPTS ? "locked" : "invalid";
    }
    await tx
      .update(otpCodes)
      .set(input.keep ? { verifiedAt: now } : { verifiedAt: now, consumedAt: now })
      .where(eq(otpCodes.id, row.id));
    return "ok";
  });
}

/**
 * Uses up a registration code verified within the grace period (the server-side "mobile verified"
 * flag). Returns false when there is none, so an unverified mobile can never be registered.
 */
export async function consumeVerifiedOtp(
  db: Db,
  input: { purpose: OtpPurpose; destination: string; now: Date },
): Promise<boolean> {
  const since = new Date(input.now.getTime() - OTP_VERIFIED_GRACE_MS);
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(otpCodes.purpose, input.purpose),
        eq(otpCodes.destination, input.destination),
        isNull(otpCodes.consumedAt),
        sql`${otpCodes.verifiedAt} >= ${since.toISOString()}`,
      ),
    )
    .returning({ id: otpCodes.id });
  return used.length > 0;
}
