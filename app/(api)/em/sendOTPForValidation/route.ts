import { getAuthDeps } from "@/lib/auth/app-deps";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { sendKycOtp } from "@/lib/teacher/kyc/kyc";

export const dynamic = "force-dynamic";

/** POST /em/sendOTPForValidation (spec 2): an OTP to the teacher confirming the KYC declaration. */
export const POST = route({ access: ["teacher"] }, async ({ db, user, ip }) =>
  sendKycOtp(db, await getAuthDeps(), user, ip),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
