import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, workshopEnrolments, workshops } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { PG_CHECK, PG_UNIQUE, pgViolation } from "@/lib/db-errors";
import { notFound } from "@/lib/errors";
import { requireFamilyChild } from "@/lib/family/family";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { WORKSHOP_CODES as CODE, WORKSHOP_MESSAGES as M } from "./messages";
import type { EnrolWorkshopAnswer, WorkshopItem } from "./schemas";

export const THANK_YOU_PATH = "/thank_you_workshop";

export const enrolPathOf = (courseId: number, workshopId: number) =>
  `/enloll-to-workshop/${courseId}/${workshopId}`;

/** Upcoming published workshops (one course's, or all), soonest first, for a viewer's zone. */
export async function listWorkshops(
  db: Db,
  opts: { courseId?: number; studentId?: number | null; zone: string; now: Date },
): Promise<WorkshopItem[]> {
  const enrolled = opts.studentId
    ? sql<boolean>`exists (select 1 from ${workshopEnrolments} e where e.workshop_id = ${workshops.id} and e.student_id = ${opts.studentId})`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      w: workshops,
      courseName: courses.name,
      enrolled,
    })
    .from(workshops)
    .innerJoin(courses, eq(courses.id, workshops.courseId))
    .where(
      and(
        eq(workshops.isPublished, true),
        eq(courses.isPublished, true),
        gt(workshops.startsAt, opts.now),
        opts.courseId !== undefined ? eq(workshops.courseId, opts.courseId) : undefined,
      ),
    )
    .orderBy(asc(workshops.startsAt), asc(workshops.id))
    .limit(50);
  return rows.map(({ w, courseName, enrolled }) => ({
    slot_id: w.id,
    course_id: w.courseId,
    course_name: courseName,
    title: w.title,
    description: w.description,
    starts_at: w.startsAt.toISOString(),
    when: formatWhenIn(w.startsAt, opts.zone),
    duration_minutes: Math.round((w.endsAt.getTime() - w.startsAt.getTime()) / 60_000),
    capacity: w.capacity,
    seats_left: Math.max(0, w.capacity - w.enrolledCount),
    is_free: w.priceInrMinor === 0 && w.priceUsdMinor === 0,
    enrolled: Boolean(enrolled),
    enrol_path: enrolPathOf(w.courseId, w.id),
  }));
}

const refusal = (code: number, message: string, status = false): EnrolWorkshopAnswer => ({
  status,
  responseCode: code,
  message,
  data: null,
});

/**
 * Enrols a child of the caller's family (the session's child by default) into a workshop. The
 * seat is taken by the database: the insert's trigger counts it under the workshop's row lock and
 * the capacity check refuses the seat past the last one (decision 029); the unique index refuses a
 * second seat of one child. Unknown workshop, or one of another course: 404.
 */
export async function enrolInWorkshop(
  db: Db,
  caller: SessionUser,
  input: { courseId: number; workshopId: number; studentId?: number },
  now: Date,
): Promise<EnrolWorkshopAnswer> {
  const studentId =
    input.studentId === undefined || input.studentId === caller.id
      ? caller.id
      : (await requireFamilyChild(db, caller, input.studentId)).id;
  const [w] = await db
    .select()
    .from(workshops)
    .where(
      and(
        eq(workshops.id, input.workshopId),
        eq(workshops.courseId, input.courseId),
        eq(workshops.isPublished, true),
      ),
    )
    .limit(1);
  if (!w) throw notFound(M.unknown);
  if (w.startsAt <= now) return refusal(CODE.started, M.started);
  if (w.priceInrMinor > 0 || w.priceUsdMinor > 0) return refusal(CODE.notFree, M.notFree);
  try {
    const seatsLeft = await db.transaction(async (tx) => {
      await tx.insert(workshopEnrolments).values({ workshopId: w.id, studentId, enrolledAt: now });
      const [after] = await tx
        .select({ left: sql<number>`${workshops.capacity} - ${workshops.enrolledCount}` })
        .from(workshops)
        .where(eq(workshops.id, w.id));
      return Number(after?.left ?? 0);
    });
    return {
      status: true,
      responseCode: CODE.enrolled,
      message: M.enrolled,
      data: {
        redirect_to: `${THANK_YOU_PATH}?workshop=${w.id}`,
        slot_id: w.id,
        seats_left: seatsLeft,
      },
    };
  } catch (error) {
    const v = pgViolation(error, [PG_UNIQUE, PG_CHECK]);
    if (v?.constraint === "workshop_enrolments_once_key") {
      return refusal(CODE.alreadyEnrolled, M.alreadyEnrolled, true);
    }
    if (v?.constraint === "workshops_seats") return refusal(CODE.full, M.full);
    throw error;
  }
}

/** The thank-you page's workshop, when the caller's family holds a seat in it. */
export async function enrolledWorkshop(db: Db, studentId: number, workshopId: number) {
  const [row] = await db
    .select({ w: workshops, courseName: courses.name, courseSlug: courses.slug })
    .from(workshopEnrolments)
    .innerJoin(workshops, eq(workshops.id, workshopEnrolments.workshopId))
    .innerJoin(courses, eq(courses.id, workshops.courseId))
    .where(
      and(
        eq(workshopEnrolments.workshopId, workshopId),
        sql`${workshopEnrolments.studentId} in (select u.id from users u where u.family_id = (select f.family_id from users f where f.id = ${studentId}) or u.id = ${studentId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
