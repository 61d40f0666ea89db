import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { jsonWithSession } from "@/lib/auth/signup/legacy";
import { verifyOtpForRegisterRequest } from "@/lib/auth/signup/legacy-schemas";
import { randomScore } from "@/lib/auth/signup/random-score";
import { signupWithOtp } from "@/lib/auth/signup/register-student";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /verify-otp-for-register: log in with the signup code, making the account when new.
 * random_score > 0 (half of new accounts, lib/auth/signup/random-score.ts) sends the client to
 * /thank_you_random.
 */
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
    {
      login: "true",
      show_entity: "false",
      random_score: randomScore(r.user.id, r.outcome === "register"),
      prefix: "st",
    },
    r.user,
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
