import type { Db } from "@/db/client";
import type { AuthDeps } from "./deps";
import { destinationOf, parseIdentifier, type Identifier } from "./identifiers";
import { loginAccounts, loginUserOf, type LoginUser } from "./login-accounts";
import { withinLoginBudget } from "./login-budget";
import { verifyPassword } from "./password";
import type { Role } from "./roles";

/**
 * What a password login came to. Without the right password every refusal is "failed" (no account,
 * a wrong password, a mobile shared by several accounts): the answer never tells whether an account
 * exists (issue 43.13). A deactivated account says so only to someone who knows its password.
 */
export type PasswordLoginResult =
  { login: "true"; user: LoginUser } | { login: "not_active" | "failed" };

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
  if (!account || second || !matches) return { login: "failed" };
  if (!account.isActive) return { login: "not_active" };
  return { login: "true", user: loginUserOf(account) };
}
