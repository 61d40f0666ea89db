import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { updatePasswordRequest } from "@/lib/auth/legacy-schemas";
import { resetPassword } from "@/lib/auth/password-reset";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/updatePassword {reg_mobile_num, engagementId, password, otp} (spec 1). */
export const POST = route({ body: updatePasswordRequest }, async ({ db, body, request }) => {
  const result = await resetPassword(db, await getAuthDeps(), {
    identifier: body.reg_mobile_num,
    role: body.engagementId,
    password: body.password,
    otp: body.otp,
    ip: clientIp(request.headers),
  });
  return { status: result.ok, success: result.ok, message: result.message };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
