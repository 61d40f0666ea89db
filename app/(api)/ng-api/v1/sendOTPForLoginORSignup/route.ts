import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { sendOtpForLoginOrSignupRequest } from "@/lib/auth/signup/legacy-schemas";
import { sendLoginOrSignupCode } from "@/lib/auth/signup/login-or-signup";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/sendOTPForLoginORSignup: a code by WhatsApp or e-mail (spec 2 section 7). */
export const POST = route({ body: sendOtpForLoginOrSignupRequest }, async ({ db, body, request }) =>
  sendLoginOrSignupCode(db, await getAuthDeps(), {
    identifier: body.identifier,
    ip: clientIp(request.headers),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
