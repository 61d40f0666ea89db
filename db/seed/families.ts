import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users } from "@/db/schema";
import { DEMO_ACCOUNTS } from "./demo-accounts";

/** The demo parent of Aarav and Diya (issue 16): their family's name and the children's profiles. */
export const DEMO_FAMILY = {
  parentName: "Neha Mehta",
  children: {
    student: { years: 10, gender: 1, school: "Delhi Public School, Pune" },
    sibling: { years: 7, gender: 2, school: "Delhi Public School, Pune" },
  },
  state: "Maharashtra",
  city: "Pune",
} as const;

/** "YYYY-MM-DD" `years` before `now`'s UTC date, less `days` (a birthday a few days ago). */
function dobYearsBefore(now: Date, years: number, days: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * Families of the seed. Every student already has one (the trigger of migration 0013 files a student
 * under the family of its mobile: the generated siblings share one, everyone else has their own).
 * The demo family gets its parent, a verified mobile and the children's dates of birth, gender,
 * school, state and city, so the family screens have something to show.
 */
export async function seedFamilies(tx: Db, now: Date): Promise<void> {
  for (const [key, child] of Object.entries(DEMO_FAMILY.children)) {
    const account = DEMO_ACCOUNTS[key as keyof typeof DEMO_FAMILY.children];
    await tx
      .update(users)
      .set({
        dob: dobYearsBefore(now, child.years, 40),
        age: child.years,
        gender: child.gender,
        companyName: child.school,
        state: DEMO_FAMILY.state,
        city: DEMO_FAMILY.city,
        countryIso2: "IN",
      })
      .where(and(eq(users.referralCode, account.referralCode), eq(users.role, "student")));
  }
  const [demo] = await tx
    .select({ familyId: users.familyId })
    .from(users)
    .where(eq(users.referralCode, DEMO_ACCOUNTS.student.referralCode));
  if (demo?.familyId == null) throw new Error("The demo student has no family.");
  await tx
    .update(families)
    .set({ parentName: DEMO_FAMILY.parentName, mobileVerifiedAt: now })
    .where(inArray(families.id, [demo.familyId]));
}
