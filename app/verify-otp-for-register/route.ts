import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { jsonWithSession, RANDOM_SCORE } from "@/lib/auth/signup/legacy";
import { verifyOtpForRegisterRequest } from "@/lib/auth/signup/legacy-schemas";
import { signupWithOtp } from "@/lib/auth/signup/register-student";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /verify-otp-for-register: log in with the signup code, making the account when new. */
export const POST = route({ body: verifyOtpForRegisterRequest }, async ({ db, body, request }) => {
  const r = await signupWithOtp(db, await getAuthDeps(), {
    mobile: body.mobile,
    name: body.name,
    age: body.age,
    code: body.otp,
    ip: clientIp(request.headers),
  });
  if (!r.ok) return { login: "failed", show_entity: "false", status_msg: r.message };
  return jsonWithSession(
    request,
    { login: "true", show_entity: "false", random_score: RANDOM_SCORE, prefix: "st" },
    r.user,
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
