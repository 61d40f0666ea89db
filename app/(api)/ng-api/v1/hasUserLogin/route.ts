import { currentLogin } from "@/lib/auth/current-login";
import { LOGIN_MESSAGES } from "@/lib/auth/messages";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /ng-api/v1/hasUserLogin {}: is the caller logged in (spec 1). */
export const POST = route({}, async ({ db, user }) => {
  const current = await currentLogin(db, user);
  return current
    ? { login: "true", prefix: current.prefix, status_msg: LOGIN_MESSAGES.alreadyLoggedIn }
    : { login: "no_user", show_entity: "false" };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
