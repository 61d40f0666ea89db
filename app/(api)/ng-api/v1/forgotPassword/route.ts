import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { forgotPasswordRequest } from "@/lib/auth/legacy-schemas";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/forgotPassword {cust_entry, engagement_id}: a reset code (spec 1). */
export const POST = route({ body: forgotPasswordRequest }, async ({ db, body, request }) => {
  const result = await requestPasswordReset(db, await getAuthDeps(), {
    to: body.cust_entry,
    role: body.engagement_id,
    ip: clientIp(request.headers),
  });
  return { response: result.ok ? "success" : "failed", message: result.message };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
