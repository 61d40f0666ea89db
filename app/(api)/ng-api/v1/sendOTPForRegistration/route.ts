import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { sendRegistrationOtpRequest } from "@/lib/auth/legacy-schemas";
import { sendRegistrationOtp } from "@/lib/auth/registration-otp";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/sendOTPForRegistration {cust_id, engagement_id, email, country_code?}: a code to
 * verify the mobile of a new account (spec 1).
 */
export const POST = route({ body: sendRegistrationOtpRequest }, async ({ db, body, request }) => {
  const result = await sendRegistrationOtp(db, await getAuthDeps(), {
    mobile: body.mobile,
    role: body.engagement_id,
    email: body.email,
    ip: clientIp(request.headers),
  });
  const sent = result.ok ? "true" : "false";
  return { status: sent, sendOtp: sent, message: result.message };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
