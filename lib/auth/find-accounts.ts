import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import type { Identifier } from "./identifiers";
import type { Role } from "./roles";

export interface Account {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  countryCode: string;
  isActive: boolean;
  passwordHash: string | null;
  sessionVersion: number;
}

/** The columns of `users` an Account is read from: for select() and for returning(). */
export const accountColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  countryCode: users.countryCode,
  isActive: users.isActive,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
};

export const accountName = (a: Pick<Account, "firstName" | "lastName">) =>
  `${a.firstName} ${a.lastName}`.trim();

/**
 * The accounts an identifier names, oldest first. One mobile may belong to several accounts (a
 * parent's children, or one person as student and teacher), so this returns a list; `role` narrows it.
 */
export async function findAccounts(db: Db, id: Identifier, role?: Role): Promise<Account[]> {
  const match =
    id.kind === "email"
      ? sql`lower(${users.email}) = ${id.email}`
      : and(eq(users.mobile, id.mobile), eq(users.countryCode, id.countryCode));
  return db
    .select(accountColumns)
    .from(users)
    .where(role ? and(match, eq(users.role, role)) : match)
    .orderBy(asc(users.id));
}
