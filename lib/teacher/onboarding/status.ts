import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";
import {
  isListed,
  isLive,
  missingProfileMessage,
  notListedMessage,
  onboardingSteps,
  type OnboardingFacts,
} from "./steps";

interface FactsRow {
  is_active: boolean;
  resume_status: string | null;
  resume_reason: string | null;
  review_status: string | null;
  review_reason: string | null;
  has_profile: boolean;
  completed: boolean;
  priced: boolean;
  has_slots: boolean;
}

/** Everything the onboarding steps need about one teacher, in one statement (null: no such user). */
export async function loadOnboardingFacts(
  db: Db,
  teacherId: number,
): Promise<OnboardingFacts | null> {
  const [row] = rowsOf<FactsRow>(
    await db.execute(sql`
      select u.is_active,
             r.status as resume_status, r.review_reason as resume_reason,
             tr.status as review_status, tr.reason as review_reason,
             tp.user_id is not null as has_profile,
             coalesce(tp.completed_at is not null, false) as completed,
             coalesce(tp.price_set_at is not null, false) as priced,
             exists (select 1 from teacher_slots s
                      where s.teacher_id = u.id and s.is_active) as has_slots
        from users u
        left join teacher_resumes r on r.teacher_id = u.id
        left join teacher_reviews tr on tr.teacher_id = u.id
        left join teacher_profiles tp on tp.user_id = u.id
       where u.id = ${teacherId}`),
  );
  if (!row) return null;
  return {
    isActive: row.is_active,
    resumeSent: row.resume_status !== null,
    resumeStatus: row.resume_status as OnboardingFacts["resumeStatus"],
    resumeReason: row.resume_reason || null,
    application: (row.review_status ?? "pending") as OnboardingFacts["application"],
    applicationReason: row.review_reason || null,
    hasProfile: row.has_profile,
    profileComplete: row.completed,
    priceSet: row.priced,
    hasSlots: row.has_slots,
  };
}

/** The checklist the teacher sees on /em/dashboard ("3 of 6 done"). */
export async function loadOnboarding(db: Db, teacherId: number) {
  const facts = await loadOnboardingFacts(db, teacherId);
  if (!facts) return null;
  const steps = onboardingSteps(facts);
  return {
    steps,
    done: steps.filter((s) => s.done).length,
    listed: isListed(facts),
    live: isLive(facts),
    next: steps.find((s) => !s.done) ?? null,
  };
}
export type Onboarding = NonNullable<Awaited<ReturnType<typeof loadOnboarding>>>;

/** The 409 message of a price or slot call from a teacher with no teaching profile yet. */
export async function missingProfileMessageFor(db: Db, teacherId: number): Promise<string> {
  const facts = await loadOnboardingFacts(db, teacherId);
  return facts
    ? missingProfileMessage(facts)
    : missingProfileMessage({ resumeSent: false } as OnboardingFacts);
}

/** Why the teacher's own public page is not shown yet (their profile and slot pages say it). */
export async function notListedMessageFor(db: Db, teacherId: number): Promise<string> {
  const facts = await loadOnboardingFacts(db, teacherId);
  return facts
    ? notListedMessage(facts)
    : missingProfileMessage({ resumeSent: false } as OnboardingFacts);
}
