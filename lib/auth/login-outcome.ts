import type { Account } from "./find-accounts";
import type { Identifier } from "./identifiers";
import type { LoginUser } from "./login-accounts";

/**
 * What a login attempt came to: a user to start a session for, several accounts of one verified
 * mobile to choose from (spec 1 "entities"), or a refusal with the spec's `login` value and message.
 */
export type LoginOutcome =
  | { kind: "ok"; user: LoginUser }
  | { kind: "choose"; verified: Identifier; accounts: Account[] }
  | { kind: "refused"; login: "failed" | "no_user" | "not_active"; message: string };

export const refused = (
  login: "failed" | "no_user" | "not_active",
  message: string,
): LoginOutcome => ({ kind: "refused", login, message });
