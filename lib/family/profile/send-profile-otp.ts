import type { Db } from "@/db/client";
import type { AuthDeps } from "@/lib/auth/deps";
import type { Identifier } from "@/lib/auth/identifiers";
import { sendOtp } from "@/lib/auth/otp-delivery";
import type { SessionUser } from "@/lib/auth/session-user";
import { familyMemberFor } from "./family-member";
import { PROFILE_MESSAGES as M } from "./messages";

/**
 * POST /send-otp-for-profile {userId}: a code for the profile update of the caller or a child of
 * the caller's family, sent to the FAMILY's verified contact (its mobile by SMS, else its e-mail),
 * never to a child. It is issued for its own purpose ("profile"), so it can never log anyone in.
 * Spec 3 §5 says the profile update does not check it; check-pincode does not.
 */
export async function sendProfileOtp(
  db: Db,
  deps: AuthDeps,
  caller: SessionUser,
  input: { userId?: number; ip: string },
): Promise<{ status: boolean; message: string }> {
  const { family } = await familyMemberFor(db, caller, input.userId);
  const to: Identifier | null = family.mobile
    ? { kind: "mobile", countryCode: family.countryCode, mobile: family.mobile }
    : family.email
      ? { kind: "email", email: family.email }
      : null;
  if (!to) return { status: false, message: M.noContact };
  await sendOtp(db, deps, { purpose: "profile", to, ip: input.ip });
  return { status: true, message: M.otpSent };
}
