import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { jsonWithSession, legacyNextStep, legacyUser } from "@/lib/auth/signup/legacy";
import { otpLoginOrSignupRequest } from "@/lib/auth/signup/legacy-schemas";
import { loginOrSignupWithOtp } from "@/lib/auth/signup/login-or-signup";
import { signupReferralCode } from "@/lib/growth/referrer-cookie";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/otpLoginOrSignup: log in or sign up with the code (spec 2 section 7). */
export const POST = route({ body: otpLoginOrSignupRequest }, async ({ db, body, request }) => {
  const r = await loginOrSignupWithOtp(db, await getAuthDeps(), {
    ...body,
    referralCode: signupReferralCode(request, body.referralCode),
    ip: clientIp(request.headers),
  });
  if (!r.status) return { status: false, message: r.message };
  if (r.login === "true") {
    return jsonWithSession(
      request,
      {
        status: true,
        login: "true",
        show_entity: "false",
        prefix: "st",
        redirect_to: r.redirectTo,
        next_step: legacyNextStep(r.next),
        user: legacyUser(r.user, r.siblings),
      },
      r.user,
    );
  }
  return jsonWithSession(
    request,
    { status: true, login: r.login, prefix: "st", user: legacyUser(r.user) },
    r.user,
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
