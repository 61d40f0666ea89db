import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { conflict, unauthorized } from "../../errors";
import { requireRole } from "../access";
import { redirectAfterLogin, redirectPathOf } from "../redirect-after-login";
import type { SessionUser } from "../session-user";
import { uniqueViolation } from "../unique-violation";
import { loginContextOf, type LoginContextFields } from "./login-context";
import { SIGNUP_MESSAGES as M } from "./messages";
import { splitName, type ProfileInput, type WhatsappInput } from "./schemas";

/**
 * Is an e-mail address free for a student account? The caller's own address counts as free, so
 * the profile step can keep it.
 */
export async function isStudentEmailFree(
  db: Db,
  caller: SessionUser | null,
  email: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "student"),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        caller ? ne(users.id, caller.id) : undefined,
      ),
    )
    .limit(1);
  return !taken;
}

/**
 * The WhatsApp step after signup: the caller's WhatsApp number and preference. The number is kept
 * apart from the login mobile, which only an OTP may set.
 */
export async function submitWhatsapp(
  db: Db,
  caller: SessionUser | null,
  input: WhatsappInput,
): Promise<void> {
  const me = requireRole(caller, "student");
  const updated = await db
    .update(users)
    .set({ whatsappNumber: input.whatsappNumber, isWhatsappAllowed: input.isWhatsappAllowed })
    .where(and(eq(users.id, me.id), eq(users.role, "student")))
    .returning({ id: users.id });
  if (updated.length === 0) throw unauthorized();
}

const emailTaken = () => conflict(M.emailTaken, { email: [M.emailTaken] });

/**
 * The profile step after signup: the caller's own name, e-mail (unique among students), age,
 * parent's name and time zone. Answers where to go next, by the same redirect rules as a login,
 * read from the login-context fields the client still holds (the dashboard when there are none).
 */
export async function submitUserData(
  db: Db,
  caller: SessionUser | null,
  input: ProfileInput & { context?: LoginContextFields },
): Promise<{ redirectTo: string }> {
  const me = requireRole(caller, "student");
  if (input.email && !(await isStudentEmailFree(db, me, input.email))) throw emailTaken();
  const { firstName, lastName } = splitName(input.name);
  let updated: { id: number }[];
  try {
    updated = await db
      .update(users)
      .set({
        firstName,
        lastName,
        ...(input.email ? { email: input.email } : {}),
        ...(input.age !== undefined ? { age: input.age } : {}),
        ...(input.parent_name ? { parentName: input.parent_name } : {}),
        ...(input.timezone ? { timeZone: input.timezone } : {}),
      })
      .where(and(eq(users.id, me.id), eq(users.role, "student")))
      .returning({ id: users.id });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (uniqueViolation(error) === "users_role_email_key") throw emailTaken();
    throw error;
  }
  if (updated.length === 0) throw unauthorized();
  const next = redirectAfterLogin(loginContextOf(input.context ?? {}, { prefix: "st", firstName }));
  return { redirectTo: redirectPathOf(next, "st") };
}
