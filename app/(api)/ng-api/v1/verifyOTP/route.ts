import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { verifyRegistrationOtpRequest } from "@/lib/auth/legacy-schemas";
import { REGISTRATION_MESSAGES } from "@/lib/auth/messages";
import { verifyRegistrationOtp } from "@/lib/auth/registration-otp";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/verifyOTP {cust_id, otp, country_code?}: verify the signup mobile (spec 1). */
export const POST = route({ body: verifyRegistrationOtpRequest }, async ({ db, body, request }) => {
  const verified = await verifyRegistrationOtp(db, await getAuthDeps(), {
    mobile: body.mobile,
    otp: body.otp,
    ip: clientIp(request.headers),
  });
  return verified
    ? { verified: "true" }
    : { verified: "false", message: REGISTRATION_MESSAGES.invalidOtp };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
