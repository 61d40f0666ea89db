import { getAuthDeps } from "@/lib/auth/app-deps";
import { readEntityGrant } from "@/lib/auth/entity-grant";
import { entityLogin } from "@/lib/auth/entity-login";
import { legacyLoginResponse } from "@/lib/auth/legacy-login-response";
import { hasEntityLoginRequest } from "@/lib/auth/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/hasEntityLogin {entities, reg_user_mobile}: log in the account chosen among those
 * of a shared mobile, on the strength of the grant cookie otpLogin set (spec 1).
 */
export const POST = route({ body: hasEntityLoginRequest }, async ({ db, body, request, user }) => {
  const deps = await getAuthDeps();
  const outcome = await entityLogin(db, deps, {
    grant: await readEntityGrant(request),
    chosen: body.entities,
    mobile: body.reg_user_mobile,
    caller: user,
  });
  return legacyLoginResponse(request, deps, outcome, {
    finishesGrant: true,
    directJoin: body.authRedirectTo,
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
