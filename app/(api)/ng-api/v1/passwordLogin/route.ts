import { getAuthDeps } from "@/lib/auth/app-deps";
import { clientIp } from "@/lib/auth/deps";
import { destinationOf } from "@/lib/auth/identifiers";
import { legacyLoginResponse } from "@/lib/auth/legacy-login-response";
import { passwordLoginRequest } from "@/lib/auth/legacy-schemas";
import { passwordLoginOutcome } from "@/lib/auth/login-with-password";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/passwordLogin {engagement_id, cust_id, cust_password} (spec 1). */
export const POST = route({ body: passwordLoginRequest }, async ({ db, body, request, user }) => {
  const deps = await getAuthDeps();
  const outcome = await passwordLoginOutcome(db, deps, user, {
    identifier: destinationOf(body.cust_id),
    password: body.cust_password,
    role: body.engagement_id,
    ip: clientIp(request.headers),
  });
  return legacyLoginResponse(request, deps, outcome, { directJoin: body.authRedirectTo });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
