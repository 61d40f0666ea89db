import type { Db } from "@/db/client";
import { accountName, findAccounts, type Account } from "./find-accounts";
import type { Identifier } from "./identifiers";
import type { Role } from "./roles";

/** Who a successful login starts a session for. */
export interface LoginUser {
  id: number;
  role: Role;
  name: string;
  /** users.session_version, carried by the session cookie. */
  sessionVersion: number;
}

export const loginUserOf = (a: Account): LoginUser => ({
  id: a.id,
  role: a.role,
  name: accountName(a),
  sessionVersion: a.sessionVersion,
});

/**
 * The accounts a login identifier may open: those of the role when one is given, otherwise the
 * student and teacher accounts (admins never log in through the student and teacher calls).
 */
export async function loginAccounts(db: Db, id: Identifier, role?: Role): Promise<Account[]> {
  const accounts = await findAccounts(db, id, role);
  return role ? accounts : accounts.filter((a) => a.role !== "admin");
}
