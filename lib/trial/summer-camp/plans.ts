import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { packs, subjects } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import type { Currency } from "@/lib/money/currency";
import { courseOfSubject } from "@/lib/scheduling/booking/course-target";
import { decodePlanId, encodePlanId, type SummerCampPlan } from "./plan-id";

export const SUMMER_CAMP_SEGMENT = "summer-camp";

export const planIdOf = (plan: SummerCampPlan) => encodePlanId(plan, authSecret());

export const choosePlanPath = (plan: SummerCampPlan) => `/sms/st/choose-plan/${planIdOf(plan)}/na`;

/** The summer-camp plans on sale in a currency (one per subject and class count). */
export async function listSummerCampPlans(db: Db, currency: Currency) {
  const rows = await db
    .select({
      packId: packs.id,
      subjectId: packs.subjectId,
      subjectName: subjects.name,
      name: packs.name,
      totalClasses: packs.totalClasses,
      priceMinor: packs.priceMinor,
    })
    .from(packs)
    .innerJoin(subjects, eq(subjects.id, packs.subjectId))
    .where(
      and(
        eq(packs.segment, SUMMER_CAMP_SEGMENT),
        eq(packs.isActive, true),
        eq(packs.currency, currency),
        isNull(packs.teacherId),
      ),
    )
    .orderBy(asc(subjects.name), asc(packs.totalClasses));
  return rows.map((r) => ({ ...r, path: choosePlanPath(r) }));
}

/**
 * What a choose-plan segment that is a summer-camp plan id names: the course of its subject and
 * the pack to preselect in the viewer's currency. Null when the segment is not a plan id (a base64
 * course id, for instance) or names no plan on sale.
 */
export async function summerCampPlanTarget(db: Db, segment: string, currency: Currency) {
  const plan = decodePlanId(segment, authSecret());
  if (!plan) return null;
  const [pack] = await db
    .select({ id: packs.id })
    .from(packs)
    .where(
      and(
        eq(packs.segment, SUMMER_CAMP_SEGMENT),
        eq(packs.isActive, true),
        eq(packs.currency, currency),
        eq(packs.subjectId, plan.subjectId),
        eq(packs.totalClasses, plan.totalClasses),
        isNull(packs.teacherId),
      ),
    )
    .limit(1);
  const course = pack ? await courseOfSubject(db, plan.subjectId) : null;
  return pack && course ? { courseId: course.id, packId: pack.id } : null;
}
