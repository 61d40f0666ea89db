import { getAuthDeps } from "@/lib/auth/app-deps";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { verifyKycOtp } from "@/lib/teacher/kyc/kyc";
import { verifyKycOtpRequest } from "@/lib/teacher/kyc/schemas";

export const dynamic = "force-dynamic";

/** POST /em/verifyOTPForValidation {otp} (spec 2): answers verified; the declaration is confirmed. */
export const POST = route(
  { body: verifyKycOtpRequest, access: ["teacher"] },
  async ({ db, user, body, ip }) => verifyKycOtp(db, await getAuthDeps(), user, body.otp, ip),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
