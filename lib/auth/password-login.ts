import type { Db } from "@/db/client";
import type { AuthDeps } from "./deps";
import { destinationOf, parseIdentifier, type Identifier } from "./identifiers";
import { loginAccounts, loginUserOf, type LoginUser } from "./login-accounts";
import { withinLoginBudget } from "./login-budget";
import { verifyPassword } from "./password";
import type { Role } from "./roles";

export type PasswordLoginResult =
  { login: "true"; user: LoginUser } | { login: "no_user" | "not_active" | "failed" | "multiple" };

export interface PasswordLoginInput {
  /** E-mail address or mobile number, as typed. */
  identifier: string;
  password: string;
  /** The account's role; without it the student and teacher accounts are both looked at. */
  role?: Role;
  /** The caller's address, for the brute-force limits. */
  ip: string;
}

/**
 * Checks a password for the one account the identifier names, within the failed-login budgets
 * (login-budget.ts): a client cooling down is refused with 429 before anything is looked up, and
 * every identifier (existing or not) counts its failures alike.
 */
export async function passwordLogin(
  db: Db,
  deps: AuthDeps,
  input: PasswordLoginInput,
): Promise<PasswordLoginResult> {
  const id = parseIdentifier(input.identifier);
  const identifier = id ? destinationOf(id) : input.identifier.trim().toLowerCase();
  return withinLoginBudget(
    deps.limiter,
    { kind: "password", identifier, ip: input.ip },
    () => checkPassword(db, id, input),
    (result) => result.login === "true",
  );
}

async function checkPassword(
  db: Db,
  id: Identifier | null,
  input: PasswordLoginInput,
): Promise<PasswordLoginResult> {
  const [account, second] = id ? await loginAccounts(db, id, input.role) : [];
  // Exactly one scrypt on every path (a dummy one when there is no password to check), so the
  // time of the answer does not tell a known identifier from an unknown one.
  const matches = await verifyPassword(
    input.password,
    account && !second ? account.passwordHash : null,
  );
  if (!account) return { login: "no_user" };
  if (second) return { login: "multiple" };
  if (!account.isActive) return { login: "not_active" };
  if (!matches) return { login: "failed" };
  return { login: "true", user: loginUserOf(account) };
}
