import type { Db } from "@/db/client";
import { badRequest, conflict, forbidden } from "../errors";
import type { AuthDeps } from "./deps";
import type { LoginUser } from "./login-accounts";
import { refused, unlessLimited, type LoginOutcome } from "./login-outcome";
import { LOGIN_MESSAGES } from "./messages";
import { passwordLogin, type PasswordLoginInput, type PasswordLoginResult } from "./password-login";
import { dashboardPath } from "./roles";
import type { SessionUser } from "./session-user";

/**
 * The rules of a password login, as the spec words them, for the login page's server action:
 * returns the user and where to go next, or throws the answer. The caller sets the session cookie.
 */
export async function checkPasswordLogin(
  db: Db,
  deps: AuthDeps,
  caller: SessionUser | null,
  input: PasswordLoginInput,
): Promise<{ redirectTo: string; user: LoginUser }> {
  if (caller) throw conflict(LOGIN_MESSAGES.alreadyLoggedIn);
  const result = await passwordLogin(db, deps, input);
  switch (result.login) {
    case "true":
      return { redirectTo: dashboardPath(result.user.role), user: result.user };
    case "not_active":
      throw forbidden(LOGIN_MESSAGES.notActive);
    case "failed":
      // The same words whether the account exists or not (issue 43.13).
      throw badRequest(LOGIN_MESSAGES.invalidCredentials, {
        password: [LOGIN_MESSAGES.invalidCredentials],
      });
  }
}

/** A password login as the legacy passwordLogin call answers it (spec 1 login values and messages). */
export async function passwordLoginOutcome(
  db: Db,
  deps: AuthDeps,
  caller: SessionUser | null,
  input: PasswordLoginInput,
): Promise<LoginOutcome> {
  if (caller) return refused("failed", LOGIN_MESSAGES.alreadyLoggedIn);
  return unlessLimited(async () => outcomeOf(await passwordLogin(db, deps, input)));
}

function outcomeOf(result: PasswordLoginResult): LoginOutcome {
  switch (result.login) {
    case "true":
      return { kind: "ok", user: result.user };
    case "not_active":
      return refused("not_active", LOGIN_MESSAGES.notActive);
    case "failed":
      return refused("failed", LOGIN_MESSAGES.invalidCredentials);
  }
}
