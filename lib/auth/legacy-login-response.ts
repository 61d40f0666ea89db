import { errorResponse } from "../http/error-response";
import type { AuthDeps } from "./deps";
import { accountName } from "./find-accounts";
import { clearEntityGrantCookie, ENTITY_GRANT_TTL_S, withEntityGrantCookie } from "./entity-grant";
import type { LoginOutcome } from "./login-outcome";
import { LOGIN_MESSAGES } from "./messages";
import { safeSitePath } from "./redirect-after-login";
import { dashboardPath, prefixOf, type Role } from "./roles";
import { withSessionCookie } from "./session-cookie";

/**
 * The spec 1 answer to a login (otpLogin, passwordLogin, hasEntityLogin): the session cookie on
 * success, the entity grant cookie when an account must be chosen, no cookie on a refusal, and the
 * 429 error envelope with `retryAfter` (and Retry-After) while the failed-login budget cools down.
 * A login from a class's direct-join link (`directJoin`, a path on this site) answers
 * login "directJoinLink" with that link as redirect_to; an unsafe link is ignored.
 */
export async function legacyLoginResponse(
  request: Request,
  deps: AuthDeps,
  outcome: LoginOutcome,
  options: { role?: Role; finishesGrant?: boolean; directJoin?: string | undefined } = {},
): Promise<Response> {
  switch (outcome.kind) {
    case "ok": {
      const { user } = outcome;
      const directJoin = safeSitePath(options.directJoin);
      const response = Response.json({
        login: directJoin ? "directJoinLink" : "true",
        show_entity: "false",
        prefix: prefixOf(user.role),
        redirect_to: directJoin ?? dashboardPath(user.role),
        status_msg: "",
      });
      if (options.finishesGrant) clearEntityGrantCookie(response, request);
      return withSessionCookie(response, request, user);
    }
    case "choose": {
      const response = Response.json({
        login: "true",
        show_entity: "true",
        entities: outcome.accounts.map((a) => ({ id: a.id, name: accountName(a), email: a.email })),
        status_msg: LOGIN_MESSAGES.multipleUsers,
      });
      return withEntityGrantCookie(response, request, {
        verified: outcome.verified,
        ...(options.role ? { role: options.role } : {}),
        userIds: outcome.accounts.map((a) => a.id),
        expiresAt: deps.now().getTime() + ENTITY_GRANT_TTL_S * 1000,
      });
    }
    case "limited":
      return errorResponse(outcome.error);
    case "refused": {
      // otp_reason: why a code was refused (invalid, expired, locked, missing) for the new UI.
      const reason = outcome.otpReason ? { otp_reason: outcome.otpReason } : {};
      return Response.json(
        options.finishesGrant
          ? { login: outcome.login, status_msg: outcome.message, ...reason }
          : { login: outcome.login, show_entity: "false", status_msg: outcome.message, ...reason },
      );
    }
  }
}
