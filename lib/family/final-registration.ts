import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, families } from "@/db/schema";
import type { AuthDeps } from "@/lib/auth/deps";
import type { Account } from "@/lib/auth/find-accounts";
import type { Identifier } from "@/lib/auth/identifiers";
import { checkLoginOrSignupCode } from "@/lib/auth/signup/enter-with-otp";
import { splitName } from "@/lib/auth/signup/schemas";
import { lockSignupsOf } from "@/lib/auth/signup/student-account";
import { badRequest } from "@/lib/errors";
import {
  DEFAULT_COUNTRY_CODE,
  FIELD_MESSAGES,
  normalizeCountryCode,
  parsePhone,
} from "@/lib/fields";
import { addChild, familyOfContact } from "./family";
import { FAMILY_MESSAGES as M } from "./messages";
import type { FinalRegistration } from "./schemas";

export type FinalRegistrationResult =
  | { status: false; message: string }
  | { status: true; user: Account; addedToExistingFamily: boolean; redirectTo: string };

/**
 * Spec 2 {v1}submitFinalRegistration: the OTP (sent by sendOTPForLoginORSignup to the number, or
 * to the e-mail when no number is given) proves the contact; then, in one transaction serialised
 * per contact, the child joins the family holding that contact, or a new family is made for it.
 * A family's verified contact is never refused ('This Mobile Number Has Already Been Registered'
 * was the old answer): the child is added and the answer says so. The child row holds no contact
 * data; the family gets the e-mail and parent name when it had none.
 */
export async function submitFinalRegistration(
  db: Db,
  deps: AuthDeps,
  input: { identifier: Identifier; data: FinalRegistration; ip: string; now: Date },
): Promise<FinalRegistrationResult> {
  const { identifier, data, now } = input;
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, data.course_id))
    .limit(1);
  if (!course) throw badRequest(M.courseRequired, { course_id: [M.courseRequired] });
  const checked = await checkLoginOrSignupCode(db, deps, {
    identifier,
    code: data.cust_otp,
    ip: input.ip,
  });
  if (!checked.ok) return { status: false, message: checked.message };

  return db.transaction(async (tx) => {
    await lockSignupsOf(tx, identifier);
    const found = await familyOfContact(tx, identifier);
    const made = found ? null : await newFamily(tx, identifier, data, now);
    // Another path (spec 1 registration, a student insert's trigger) may have made it meanwhile.
    const existing = found ?? (made === null ? await familyOfContact(tx, identifier) : null);
    const familyId = existing?.id ?? made;
    if (familyId == null) throw new Error("The family of the contact vanished.");
    if (existing) {
      await tx
        .update(families)
        .set({
          ...(existing.email ? {} : await freeEmail(tx, data.email_address)),
          ...(existing.parentName ? {} : { parentName: parentNameOf(data) }),
          ...(identifier.kind === "mobile" ? { mobileVerifiedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(families.id, existing.id));
    }
    const { firstName, lastName } = splitName(data.child_name);
    const user = await addChild(
      tx,
      familyId,
      {
        firstName,
        lastName,
        age: data.child_age,
        timeZone: data.timezone_name,
        signupCourseId: course.id,
      },
      now,
    );
    return {
      status: true as const,
      user,
      addedToExistingFamily: existing !== null,
      redirectTo: `/st/book-demo/${course.slug}`,
    };
  });
}

const parentNameOf = (data: FinalRegistration) => data.parent_name?.trim().slice(0, 120) || null;

/** The e-mail for a family, unless another family holds it already (then the family keeps none). */
async function freeEmail(tx: Db, email: string): Promise<{ email?: string }> {
  const holder = await familyOfContact(tx, { kind: "email", email });
  return holder ? {} : { email };
}

async function newFamily(
  tx: Db,
  identifier: Identifier,
  data: FinalRegistration,
  now: Date,
): Promise<number | null> {
  const contact =
    identifier.kind === "mobile"
      ? {
          countryCode: identifier.countryCode,
          mobile: identifier.mobile,
          mobileVerifiedAt: now,
          ...(await freeEmail(tx, data.email_address)),
        }
      : { email: identifier.email };
  const insert = async (values: Partial<typeof families.$inferInsert>) => {
    const [row] = await tx
      .insert(families)
      .values({ ...values, parentName: parentNameOf(data), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: families.id });
    return row?.id ?? null;
  };
  const made = await insert(contact);
  if (made !== null || !("email" in contact) || identifier.kind !== "mobile") return made;
  // Another family took the e-mail at this moment: the new family keeps the mobile alone.
  if (await familyOfContact(tx, identifier)) return null;
  const { email: _taken, ...mobileOnly } = contact;
  return insert(mobileOnly);
}

/**
 * The contact the final registration's OTP went to: the WhatsApp number (with its country code,
 * +91 when none) when one is given, else the e-mail address.
 */
export function finalRegistrationContact(data: FinalRegistration): Identifier {
  const number = data.whatsapp_number?.trim() ?? "";
  if (number === "") return { kind: "email", email: data.email_address };
  const code = normalizeCountryCode(data.country_code?.trim() || DEFAULT_COUNTRY_CODE);
  const phone = code && /^[0-9]+$/.test(number) ? parsePhone(number, code) : null;
  if (!phone) {
    throw badRequest(FIELD_MESSAGES.whatsappInvalid, {
      whatsapp_number: [FIELD_MESSAGES.whatsappInvalid],
    });
  }
  return { kind: "mobile", ...phone };
}
