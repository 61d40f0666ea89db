import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, subjects, users } from "@/db/schema";
import type { DemoOccurrence } from "@/lib/scheduling/booking/demo-slots";

/** A class of one child of the family, as the family timetable lists it. */
export interface FamilyClass {
  sessionId: number;
  childId: number;
  childFirstName: string;
  subjectName: string | null;
  isDemo: boolean;
  startsAt: Date;
  endsAt: Date;
}

const CANCELLED = SESSION_STATUS.cancelled;

/** Students of the family `userId` belongs to (nobody for a teacher or an admin). */
const familyOfUser = (userId: number) =>
  sql`(select u.family_id from users u where u.id = ${userId} and u.role = 'student')`;

/**
 * The family timetable: every active seat of every child of the caller's family in a class not
 * yet over, soonest first, each with the child's first name. `window` narrows it to classes that
 * overlap [from, to). Nothing for anyone who is not a student.
 */
export async function familyClasses(
  db: Db,
  userId: number,
  now: Date,
  options: { limit?: number; window?: { from: Date; to: Date }; exceptChild?: number } = {},
): Promise<FamilyClass[]> {
  const { limit = 20, window, exceptChild } = options;
  return db
    .select({
      sessionId: classSessions.id,
      childId: users.id,
      childFirstName: users.firstName,
      subjectName: subjects.name,
      isDemo: classSessions.isDemo,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(users, eq(users.id, sessionEnrolments.studentId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(
      and(
        sql`${users.familyId} = ${familyOfUser(userId)}`,
        eq(users.role, "student"),
        exceptChild === undefined ? undefined : ne(users.id, exceptChild),
        ne(sessionEnrolments.status, CANCELLED),
        ne(classSessions.status, CANCELLED),
        gt(classSessions.endsAt, window ? window.from : now),
        window ? lt(classSessions.startsAt, window.to) : undefined,
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(users.firstName))
    .limit(limit);
}

/** "Diya has Piano then" (a demo or a class without a subject reads "a class"). */
export function clashText(c: Pick<FamilyClass, "childFirstName" | "subjectName">): string {
  return `${c.childFirstName} has ${c.subjectName ?? "a class"} then`;
}

/**
 * For each slot a child may book, the warning that a sibling has a class that overlaps it (the
 * first such class), by slot id; slots without a clash are absent. One query for all the slots.
 */
export async function siblingClashes(
  db: Db,
  childId: number,
  now: Date,
  slots: { id: string; startsAt: Date; endsAt: Date }[],
): Promise<Record<string, string>> {
  if (slots.length === 0) return {};
  const from = new Date(Math.min(...slots.map((s) => s.startsAt.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.endsAt.getTime())));
  const siblings = await familyClasses(db, childId, now, {
    limit: 500,
    window: { from, to },
    exceptChild: childId,
  });
  const out: Record<string, string> = {};
  for (const slot of slots) {
    const clash = siblings.find((c) => c.startsAt < slot.endsAt && c.endsAt > slot.startsAt);
    if (clash) out[slot.id] = clashText(clash);
  }
  return out;
}

/** The times of the demo slots a booking page offers, for siblingClashes. */
export function demoSlotTimes(days: { slots: DemoOccurrence[] }[]) {
  return days.flatMap((d) =>
    d.slots.map((s) => ({ id: s.occurrenceId, startsAt: s.startsAt, endsAt: s.endsAt })),
  );
}
