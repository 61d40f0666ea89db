import type { z } from "zod";
import type { Db } from "@/db/client";
import { referralInvitations } from "@/db/schema";
import { conflict } from "@/lib/errors";
import { normalizeCountryCode, parsePhone } from "@/lib/fields";
import { GROWTH_MESSAGES as M } from "./messages";
import type { addReferralStudentRequest } from "./referral-schemas";

/**
 * add-referral-student (spec 3 §7): the caller names a student they refer (WhatsApp number, optional
 * e-mail). Recorded as an invitation of the caller; the same number twice is refused (409, on the
 * mobile field) by the unique key.
 */
export async function addReferralStudent(
  db: Db,
  input: z.output<typeof addReferralStudentRequest> & { callerId: number; now: Date },
): Promise<void> {
  const phone = parsePhone(input.mobile, normalizeCountryCode(input.country_code)!)!;
  const added = await db
    .insert(referralInvitations)
    .values({
      referrerId: input.callerId,
      kind: "student",
      countryCode: phone.countryCode,
      mobile: phone.mobile,
      email: input.email || null,
      name: input.name || null,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: referralInvitations.id });
  if (added.length === 0) {
    throw conflict(M.studentAlreadyInvited, { mobile: [M.studentAlreadyInvited] });
  }
}
