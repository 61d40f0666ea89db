import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPassword } from "./password";
import type { Role } from "./roles";

export type PasswordLoginResult =
  | { login: "true"; user: { id: number; role: Role; name: string } }
  | { login: "no_user" | "not_active" | "failed" | "multiple" };

/** Identifier is an e-mail address or a mobile number (digits, an optional leading + code is ignored). */
export function identifierCondition(identifier: string) {
  const trimmed = identifier.trim();
  if (trimmed.includes("@")) return sql`lower(${users.email}) = ${trimmed.toLowerCase()}`;
  const digits = trimmed.replace(/\D/g, "").slice(-10);
  return or(eq(users.mobile, digits), sql`${users.countryCode} || ${users.mobile} = ${trimmed}`);
}

/** Checks a password for the account of this role that the identifier names. */
export async function passwordLogin(
  db: Db,
  input: { identifier: string; password: string; role: Role },
): Promise<PasswordLoginResult> {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.role, input.role), identifierCondition(input.identifier)))
    .limit(2);
  const [user, second] = rows;
  if (!user) return { login: "no_user" };
  if (second) return { login: "multiple" };
  if (!user.isActive) return { login: "not_active" };
  if (!(await verifyPassword(input.password, user.passwordHash))) return { login: "failed" };
  return {
    login: "true",
    user: { id: user.id, role: user.role, name: `${user.firstName} ${user.lastName}`.trim() },
  };
}
