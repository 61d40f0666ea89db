import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";

/** Teacher applicants of the seed (issue 27): what the console's teacher-applicants queue lists. */
export const SEED_APPLICANTS = [
  {
    firstName: "Meera",
    lastName: "Iyer",
    email: "applicant1@demo.tutor.example",
    mobile: "9000000011",
    referralCode: "DEMOAPL1",
    remark: "Carnatic vocals, 6 years teaching children online.",
    companyName: "Sruti School of Music",
  },
  {
    firstName: "Daniel",
    lastName: "Cho",
    email: "applicant2@demo.tutor.example",
    mobile: "9000000012",
    referralCode: "DEMOAPL2",
    remark: "Chess coach, FIDE rated 2100.",
    companyName: null,
  },
] as const;

/**
 * The console's demo data: the seeded (listed) teachers count as approved, and two teacher
 * applicants without a profile wait in the teacher-applicants queue.
 */
export async function seedAdmin(tx: Db): Promise<{ applicants: number }> {
  await tx.execute(sql`
    insert into teacher_reviews (teacher_id, status, reason)
    select user_id, 'approved', 'Seeded teacher' from teacher_profiles
    on conflict do nothing`);
  await tx.insert(users).values(
    SEED_APPLICANTS.map((a) => ({
      role: "teacher" as const,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      mobile: a.mobile,
      referralCode: a.referralCode,
      remark: a.remark,
      companyName: a.companyName,
    })),
  );
  return { applicants: SEED_APPLICANTS.length };
}
