import type { Db } from "@/db/client";
import { badRequest, conflict, forbidden } from "../errors";
import { LOGIN_MESSAGES } from "./messages";
import { passwordLogin } from "./password-login";
import { dashboardPath } from "./roles";
import type { PasswordLoginInput } from "./schemas";
import type { SessionUser } from "./session-user";

/**
 * The rules of a password login, as the spec words them. Returns where to go next; the caller
 * (server action or legacy route) sets the session cookie.
 */
export async function checkPasswordLogin(
  db: Db,
  caller: SessionUser | null,
  input: PasswordLoginInput,
): Promise<{ redirectTo: string }> {
  if (caller) throw conflict(LOGIN_MESSAGES.alreadyLoggedIn);
  const result = await passwordLogin(db, input);
  switch (result.login) {
    case "true":
      return { redirectTo: dashboardPath(result.user.role) };
    case "no_user":
      throw badRequest(LOGIN_MESSAGES.invalidCredentials, {
        identifier: [LOGIN_MESSAGES.invalidCredentials],
      });
    case "multiple":
      throw conflict(LOGIN_MESSAGES.multipleUsers, { identifier: [LOGIN_MESSAGES.multipleUsers] });
    case "not_active":
      throw forbidden(LOGIN_MESSAGES.notActive);
    case "failed":
      throw badRequest(LOGIN_MESSAGES.incorrectPassword, {
        password: [LOGIN_MESSAGES.incorrectPassword],
      });
  }
}
