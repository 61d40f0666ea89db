import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { countries, users } from "@/db/schema";
import { REGISTRATION_MESSAGES } from "@/lib/auth/messages";
import { isStudentEmailFree } from "@/lib/auth/signup/profile";
import { splitName } from "@/lib/auth/signup/schemas";
import { uniqueViolation } from "@/lib/auth/unique-violation";
import type { SessionUser } from "@/lib/auth/session-user";
import { badRequest, conflict } from "@/lib/errors";
import { parseId } from "@/lib/fields";
import { childAgeError, parseDob, utcDateOf } from "./age";
import { requireFamilyChild } from "./family";
import { FAMILY_MESSAGES as M } from "./messages";

const emailTaken = () =>
  conflict(REGISTRATION_MESSAGES.emailTaken, { email: [REGISTRATION_MESSAGES.emailTaken] });

export type DobFailure = {
  status: false;
  message: string;
  sibling_id: number | null;
  sibling_errors: Record<string, string>;
};

/**
 * Spec 2 /st/submit-siblings-dob: the dates of birth of several children of the caller's family,
 * all or none (one transaction). Every entry is checked (required, a real date, age 4–14) and each
 * error is keyed by the sibling it concerns, so the form shows it beside that child. A child of
 * another family is a 403 and nothing is saved.
 */
export async function saveSiblingsDob(
  db: Db,
  caller: SessionUser,
  entries: { sibling_id?: string; date_of_birth?: string }[],
  now: Date,
): Promise<DobFailure | { status: true; message: string }> {
  const today = utcDateOf(now);
  const errors: Record<string, string> = {};
  const valid: { id: number; dob: string }[] = [];
  const ids: number[] = [];
  let firstFailed: number | null = null;
  for (const entry of entries) {
    const id = parseId(entry.sibling_id ?? "");
    if (id === null) throw badRequest(M.chooseSibling);
    ids.push(id);
    const text = (entry.date_of_birth ?? "").trim();
    const dob = text === "" ? null : parseDob(text);
    const error = text === "" ? M.dobEmpty : dob ? childAgeError(dob, today) : M.dobInvalid;
    if (error || !dob) {
      errors[String(id)] = error ?? M.dobInvalid;
      firstFailed ??= id;
    } else valid.push({ id, dob });
  }
  // Ownership first: naming another family's child is a 403 whatever else is wrong.
  for (const id of new Set(ids)) await requireFamilyChild(db, caller, id);
  if (firstFailed !== null) {
    return {
      status: false,
      message: errors[String(firstFailed)]!,
      sibling_id: firstFailed,
      sibling_errors: errors,
    };
  }
  await db.transaction(async (tx) => {
    for (const { id, dob } of valid) {
      await tx.update(users).set({ dob, updatedAt: now }).where(eq(users.id, id));
    }
  });
  return { status: true, message: M.saved };
}

/** Changes fields of the caller or a child of the caller's family (`userId`); 403 otherwise. */
async function updateFamilyChild(
  db: Db,
  caller: SessionUser,
  userId: number | undefined,
  values: Partial<typeof users.$inferInsert>,
  now: Date,
): Promise<void> {
  const child = await requireFamilyChild(db, caller, userId ?? caller.id);
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, child.id));
}

/** Spec 2 /st/submit-student-state: the state and city of the caller or a child of the family. */
export async function saveStudentState(
  db: Db,
  caller: SessionUser,
  input: { user_id?: number; state: string; city: string },
  now: Date,
): Promise<void> {
  await updateFamilyChild(db, caller, input.user_id, { state: input.state, city: input.city }, now);
}

/** Spec 2 /st/submit-student-timezone: the time zone and country (an id or an ISO code). */
export async function saveStudentTimezone(
  db: Db,
  caller: SessionUser,
  input: { user_id?: number; timezone: string; country_id: { id: number } | { iso2: string } },
  now: Date,
): Promise<void> {
  await requireFamilyChild(db, caller, input.user_id ?? caller.id);
  const c = input.country_id;
  const [country] = await db
    .select({ iso2: countries.iso2 })
    .from(countries)
    .where("id" in c ? eq(countries.id, c.id) : eq(countries.iso2, c.iso2))
    .limit(1);
  if (!country) throw badRequest(M.countryRequired, { country_id: [M.countryRequired] });
  const values = { timeZone: input.timezone, countryIso2: country.iso2 };
  await updateFamilyChild(db, caller, input.user_id, values, now);
}

/**
 * Spec 2 /st/submitStudentData (the student-detail modal): name and e-mail. The e-mail stays unique
 * among students (users_role_email_key): a taken one is a 409 on the e-mail field.
 */
export async function saveStudentData(
  db: Db,
  caller: SessionUser,
  input: { user_id?: number; name: string; email: string },
  now: Date,
): Promise<void> {
  const child = await requireFamilyChild(db, caller, input.user_id ?? caller.id);
  if (!(await isStudentEmailFree(db, { ...caller, id: child.id }, input.email))) {
    throw emailTaken();
  }
  const { firstName, lastName } = splitName(input.name);
  try {
    await updateFamilyChild(db, caller, child.id, { firstName, lastName, email: input.email }, now);
  } catch (error) {
    // Two saves of one address at once: the unique index decides.
    if (uniqueViolation(error) === "users_role_email_key") throw emailTaken();
    throw error;
  }
}
