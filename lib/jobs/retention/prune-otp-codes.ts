import { lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { otpCodes } from "@/db/schema";
import { OTP_VERIFIED_GRACE_MS } from "../../auth/otp";

/**
 * Deletes the OTP codes nothing can use any more and answers how many. A code is dead once expired,
 * except that a registration code verified before its expiry still creates the account for
 * OTP_VERIFIED_GRACE_MS after verification; so a code goes when `expires_at + grace <= now`, and
 * until then a late entry still gets "expired" rather than "missing".
 */
export async function pruneOtpCodes(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OTP_VERIFIED_GRACE_MS);
  const rows = await db
    .delete(otpCodes)
    .where(lte(otpCodes.expiresAt, cutoff))
    .returning({ id: otpCodes.id });
  return rows.length;
}
