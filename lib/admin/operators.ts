import { z } from "zod";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { generateReferralCode } from "@/lib/auth/generate-password";
import { hashPassword } from "@/lib/auth/password";
import { emailField } from "@/lib/fields/email";

/**
 * An operator (admin) account. Nobody signs up as an admin: the first operator of a deployment
 * comes from its configuration (OPERATOR_EMAIL, OPERATOR_PASSWORD and OPERATOR_NAME, read by
 * db/ensure.ts when a server starts, on either engine).
 */
export const operatorInput = z.object({
  email: emailField(),
  firstName: z.string().trim().min(1, "Enter the operator's first name.").max(50),
  lastName: z.string().trim().max(50).default(""),
  password: z
    .string()
    .min(10, "An operator's password needs at least 10 characters.")
    .max(128, "An operator's password has at most 128 characters."),
});
export type OperatorInput = z.input<typeof operatorInput>;

/**
 * Creates the operator unless an admin with that e-mail exists (the database's unique role +
 * e-mail index decides under concurrency: two servers starting at once make one account). An
 * existing operator keeps its password: configuration never overwrites what the operator changed.
 */
export async function ensureOperator(
  db: Db,
  input: OperatorInput,
): Promise<{ created: boolean; email: string }> {
  const operator = operatorInput.parse(input);
  const rows = await db
    .insert(users)
    .values({
      role: "admin",
      firstName: operator.firstName,
      lastName: operator.lastName,
      email: operator.email,
      passwordHash: await hashPassword(operator.password),
      referralCode: generateReferralCode(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return { created: rows.length > 0, email: operator.email };
}

/** The operator a server's configuration asks for, or null when none is configured. */
export function configuredOperator(env: Record<string, string | undefined>): OperatorInput | null {
  if (!env.OPERATOR_EMAIL && !env.OPERATOR_PASSWORD) return null;
  return {
    email: env.OPERATOR_EMAIL ?? "",
    password: env.OPERATOR_PASSWORD ?? "",
    firstName: env.OPERATOR_NAME?.split(" ")[0] || "Operator",
    lastName: env.OPERATOR_NAME?.split(" ").slice(1).join(" ") ?? "",
  };
}
