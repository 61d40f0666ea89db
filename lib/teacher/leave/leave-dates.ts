import { and, between, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { LEAVE_STATUS, teacherLeaveDays } from "@/db/schema/teacher";

/** The key of one teacher's leave day in the set `loadLeaveDates` answers. */
export const leaveDayKey = (teacherId: number, date: string) => `${teacherId}|${date}`;

/**
 * The active leave days of these teachers between two teacher-local dates (inclusive), as a set of
 * `leaveDayKey`s: what the demo chooser reads so a leave day never looks free. The same days the
 * booking core refuses (`teacherOnLeave`), one indexed read for all the teachers.
 */
export async function loadLeaveDates(
  db: Db,
  teacherIds: readonly number[],
  from: string,
  to: string,
): Promise<Set<string>> {
  if (teacherIds.length === 0) return new Set();
  const rows = await db
    .select({ teacherId: teacherLeaveDays.teacherId, date: teacherLeaveDays.leaveDate })
    .from(teacherLeaveDays)
    .where(
      and(
        inArray(teacherLeaveDays.teacherId, [...teacherIds]),
        eq(teacherLeaveDays.status, LEAVE_STATUS.active),
        between(teacherLeaveDays.leaveDate, from, to),
      ),
    );
  return new Set(rows.map((r) => leaveDayKey(r.teacherId, r.date)));
}
