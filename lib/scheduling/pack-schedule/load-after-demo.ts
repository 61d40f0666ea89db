import { desc, eq, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, sessionEnrolments, users } from "@/db/schema";
import { encodeId } from "../../ids";
import { formatWhenIn } from "../date-format";
import { clashingClasses } from "./clashes";
import type { PackSummary } from "./load-pack-balances";
import { schedulableWith } from "./pack-balance";
import { loadClassTimes } from "./teacher-times";
import { planWeekly } from "./weekly-plan";
import { activeSeatOf } from "../booking/active-seat";

/** How many next free times "Continue with {teacher}" shows. */
export const NEXT_FREE_TIMES = 3;

export interface ContinueWith {
  teacherId: number;
  teacherName: string;
  subjectId: number;
  /** The teacher's packs (their teacherPayment plan page). */
  packsPath: string;
  nextTimes: string[];
}

/**
 * After the free demo: the teacher of the student's latest demo that has begun, with their next
 * free class times in the family's zone, unless the family already has classes to schedule with
 * them (then "Schedule your classes" is the next step). Null when there is no such demo.
 */
export async function loadContinueWith(
  db: Db,
  studentId: number,
  packs: readonly PackSummary[],
  zone: string,
  now: Date,
): Promise<ContinueWith | null> {
  const [demo] = await db
    .select({
      teacherId: classSessions.teacherId,
      subjectId: classSessions.subjectId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(users, eq(users.id, classSessions.teacherId))
    .where(
      activeSeatOf(studentId, eq(sessionEnrolments.isDemo, true), lte(classSessions.startsAt, now)),
    )
    .orderBy(desc(classSessions.startsAt))
    .limit(1);
  if (!demo || demo.subjectId === null) return null;
  if (schedulableWith(packs, demo.subjectId, demo.teacherId) > 0) return null;
  const [times] = await loadClassTimes(db, demo.subjectId, demo.teacherId);
  const planned = times ? planWeekly(times.times, NEXT_FREE_TIMES * 3, times.teacherZone, now) : [];
  const busy = new Set(
    (await clashingClasses(db, demo.teacherId, planned)).map((c) => c.startsAt.getTime()),
  );
  return {
    teacherId: demo.teacherId,
    teacherName: `${demo.firstName} ${demo.lastName}`.trim(),
    subjectId: demo.subjectId,
    packsPath: `/teacher-profile/${encodeId(demo.teacherId)}/teacherPayment`,
    nextTimes: planned
      .filter((p) => !busy.has(p.startsAt.getTime()))
      .slice(0, NEXT_FREE_TIMES)
      .map((p) => formatWhenIn(p.startsAt, zone)),
  };
}
