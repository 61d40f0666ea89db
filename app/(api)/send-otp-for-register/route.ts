import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { sendOtpForRegisterRequest } from "@/lib/auth/signup/legacy-schemas";
import { sendSignupCode } from "@/lib/auth/signup/register-student";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /send-otp-for-register {name, mobile}: the signup code by SMS (spec 3 section 7). */
export const POST = route({ body: sendOtpForRegisterRequest }, async ({ db, body, request }) => {
  const r = await sendSignupCode(db, await getAuthDeps(), {
    mobile: body.mobile,
    ip: clientIp(request.headers),
  });
  return { sendOTP: r.sent ? "true" : "false", message: r.message };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
