import { getAuthDeps } from "@/lib/auth/app-deps";
import { sendOtpForProfileRequest } from "@/lib/family/profile/schemas";
import { sendProfileOtp } from "@/lib/family/profile/send-profile-otp";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /send-otp-for-profile {userId} (spec 3 §7): an OTP to the family's verified contact before a
 * profile update. Spec 3 §5 disables the OTP check, so check-pincode saves without it; the code is
 * issued for the "profile" purpose only (it logs nobody in) and spends the usual OTP send budgets.
 */
export const POST = route(
  { body: sendOtpForProfileRequest, access: ["student"] },
  async ({ db, user, body, ip }) =>
    sendProfileOtp(db, await getAuthDeps(), user, { userId: body.userId, ip }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
