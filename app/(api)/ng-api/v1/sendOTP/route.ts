import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { sendOtpRequest } from "@/lib/auth/legacy-schemas";
import { sendLoginOtp } from "@/lib/auth/otp-login";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/sendOTP {engagement_id, cust_id}: a login code by SMS or e-mail (spec 1). The
 * answer is the same whether an account has the identifier or not (issue 43.13).
 */
export const POST = route({ body: sendOtpRequest }, async ({ db, body, request }) => {
  const result = await sendLoginOtp(db, await getAuthDeps(), {
    to: body.cust_id,
    role: body.engagement_id,
    ip: clientIp(request.headers),
  });
  return { login: result.login, status: "success", message: result.message };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
