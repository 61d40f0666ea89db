import type { Db } from "@/db/client";
import type { AuthDeps } from "./deps";
import { destinationOf, parseIdentifier } from "./identifiers";
import { loginAccounts, loginUserOf, type LoginUser } from "./login-accounts";
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
 * Checks a password for the one account the identifier names. The brute-force budgets (per IP and
 * per identifier) are spent first, before anything is looked up, so every identifier (existing or
 * not) is refused with the same 429 once its budget is gone.
 */
export async function passwordLogin(
  db: Db,
  deps: AuthDeps,
  input: PasswordLoginInput,
): Promise<PasswordLoginResult> {
  const id = parseIdentifier(input.identifier);
  await deps.limiter.consume("passwordLoginPerIp", input.ip);
  await deps.limiter.consume(
    "passwordLoginPerIdentifier",
    id ? destinationOf(id) : input.identifier.trim().toLowerCase(),
  );
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
