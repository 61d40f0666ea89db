import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { legacyLoginResponse } from "@/lib/auth/legacy-login-response";
import { otpLoginRequest } from "@/lib/auth/legacy-schemas";
import { otpLogin } from "@/lib/auth/otp-login";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/otpLogin {engagement_id, cust_id, cust_otp}: log in with the code (spec 1). */
export const POST = route({ body: otpLoginRequest }, async ({ db, body, request, user }) => {
  const deps = await getAuthDeps();
  const outcome = await otpLogin(db, deps, {
    to: body.cust_id,
    role: body.engagement_id,
    code: body.cust_otp,
    ip: clientIp(request.headers),
    caller: user,
  });
  return legacyLoginResponse(request, deps, outcome, {
    role: body.engagement_id,
    directJoin: body.authRedirectTo,
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
