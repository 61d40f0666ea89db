import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, courses, SESSION_STATUS } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { isTimeZone } from "@/lib/fields";
import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";
import { formatClock, formatWhenIn } from "@/lib/scheduling/date-format";
import { clashingClasses } from "@/lib/scheduling/pack-schedule/clashes";
import { loadClassTimes, type ClassTime } from "@/lib/scheduling/pack-schedule/teacher-times";
import { weeklyLabel } from "@/lib/scheduling/pack-schedule/time-labels";
import { planWeekly, type PlannedClass } from "@/lib/scheduling/pack-schedule/weekly-plan";
import { toWallTime, weekdayOf } from "@/lib/scheduling/zoned-time";
import { firstDstShift } from "./dst-notice";
import { TRIAL_SCHEDULE_MESSAGES as M } from "./messages";

/** Weeks of classes a saved schedule reserves (frequency × this many classes) until it is paid. */
export const RESERVE_WEEKS = 4;
/** Weeks looked at for a daylight-saving change the family should be told about. */
export const DST_LOOKAHEAD_WEEKS = 12;

export async function courseSubject(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, subjectId: courses.subjectId, name: courses.name })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)));
  if (!row) throw notFound(M.unknownCourse);
  return row;
}

/** The first refusal of the time-zone rule, or null. */
export const zoneProblem = (zone: string | undefined) =>
  zone && isTimeZone(zone) ? null : M.timezone;

export interface TeacherTime extends ClassTime {
  teacherName: string;
  teacherZone: string;
}

/** Every weekly class time of the course's subject, with its teacher. */
export async function subjectTimes(db: Db, subjectId: number): Promise<TeacherTime[]> {
  return (await loadClassTimes(db, subjectId)).flatMap((t) =>
    t.times.map((time) => ({ ...time, teacherName: t.teacherName, teacherZone: t.teacherZone })),
  );
}

/** The next `weeks` weeks of the times (one teacher's), or null when any of them clashes or is full. */
export async function openPlan(
  db: Db,
  times: readonly TeacherTime[],
  weeks: number,
  now: Date,
): Promise<PlannedClass[] | null> {
  const first = times[0];
  if (!first) return null;
  const planned = planWeekly(times, times.length * weeks, first.teacherZone, now);
  if (planned.length < times.length * weeks) return null;
  const clashes = await clashingClasses(db, first.teacherId, planned);
  return clashes.length === 0 ? planned : null;
}

/** Seats left in the fullest of the planned classes (capacity when none is booked yet). */
async function seatsLeft(db: Db, time: TeacherTime, planned: readonly PlannedClass[]) {
  const sessions = await db
    .select({ enrolled: classSessions.enrolledCount, capacity: classSessions.capacity })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.slotId, time.id),
        inArray(
          classSessions.startsAt,
          planned.map((p) => p.startsAt),
        ),
        eq(classSessions.status, SESSION_STATUS.scheduled),
      ),
    );
  return Math.min(time.capacity, ...sessions.map((s) => s.capacity - s.enrolled));
}

/** The weekday (0 = Sunday) and "HH:MM" of an instant in a zone. */
function wallOf(instant: Date, zone: string) {
  const w = toWallTime(instant, zone);
  return { day: weekdayOf(w.date), time: w.time.slice(0, 5) };
}

/** The daylight-saving notice for these weekly times seen from the family's zone, or null. */
export function dstNoticeFor(times: readonly TeacherTime[], zone: string, now: Date) {
  const first = times[0];
  if (!first) return null;
  const byTime = times.map((t) =>
    planWeekly([t], DST_LOOKAHEAD_WEEKS, first.teacherZone, now).map((p) => p.startsAt),
  );
  for (const starts of byTime) {
    const shift = firstDstShift(starts, zone);
    if (shift) return shift.notice;
  }
  return null;
}

/**
 * show-preffered-slot-for-booking: the course's weekly class times whose next RESERVE_WEEKS
 * weeks all have a seat, in the family's zone, soonest first.
 */
export async function predefinedSlots(db: Db, courseId: number, zone: string, now: Date) {
  const course = await courseSubject(db, courseId);
  const out = [];
  for (const time of await subjectTimes(db, course.subjectId)) {
    const planned = await openPlan(db, [time], RESERVE_WEEKS, now);
    if (!planned) continue;
    const seats = await seatsLeft(db, time, planned);
    if (seats <= 0) continue;
    out.push({
      id: time.id,
      teacher_id: time.teacherId,
      teacher_name: time.teacherName,
      label: weeklyLabel(planned[0]!.startsAt, zone),
      first_class: formatWhenIn(planned[0]!.startsAt, zone),
      seats_left: seats,
      dst_notice: dstNoticeFor([time], zone, now),
      at: planned[0]!.startsAt.getTime(),
    });
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...slot }) => slot);
}

/**
 * show-different-time-slot-for-booking: the weekdays and times (in the family's zone) at which
 * some teacher of the course has a weekly class time.
 */
export async function differentTimes(db: Db, courseId: number, zone: string, now: Date) {
  const course = await courseSubject(db, courseId);
  const times = new Set<string>();
  for (const t of await subjectTimes(db, course.subjectId)) {
    const [next] = planWeekly([t], 1, t.teacherZone, now);
    if (next) times.add(wallOf(next.startsAt, zone).time);
  }
  return {
    days: WEEKDAY_NAMES.map((name, value) => ({ value, name })),
    times: [...times].sort().map((value) => ({ value, label: formatClock(value) })),
  };
}

/** The validation of days and time for a "different time" (spec 3 §5), first refusal or null. */
export function daysProblem(
  frequency: number | undefined,
  days: readonly number[],
  time: string | undefined,
) {
  const f = frequency ?? 1;
  if (new Set(days).size !== f || days.length !== f) return f === 2 ? M.twoDays : M.oneDay;
  if (!time || !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time.trim())) return M.time;
  return null;
}

export interface TeacherMatch {
  teacherId: number;
  teacherName: string;
  times: TeacherTime[];
  firstClass: Date;
}

/**
 * find-available-teachers-for-booking: teachers with a weekly class time on every chosen weekday
 * at the chosen time (both in the family's zone), whose next RESERVE_WEEKS weeks are free.
 */
export async function matchingTeachers(
  db: Db,
  subjectId: number,
  zone: string,
  days: readonly number[],
  time: string,
  now: Date,
): Promise<TeacherMatch[]> {
  // Per teacher, per chosen weekday: the first weekly time at the chosen wall time.
  const byTeacher = new Map<number, Map<number, TeacherTime>>();
  for (const t of await subjectTimes(db, subjectId)) {
    const [next] = planWeekly([t], 1, t.teacherZone, now);
    if (!next) continue;
    const wall = wallOf(next.startsAt, zone);
    if (wall.time !== time.trim() || !days.includes(wall.day)) continue;
    const perDay = byTeacher.get(t.teacherId) ?? new Map<number, TeacherTime>();
    if (!perDay.has(wall.day)) perDay.set(wall.day, t);
    byTeacher.set(t.teacherId, perDay);
  }
  const out: TeacherMatch[] = [];
  for (const [teacherId, perDay] of byTeacher) {
    if (perDay.size !== days.length) continue;
    const times = [...perDay.values()];
    const planned = await openPlan(db, times, RESERVE_WEEKS, now);
    if (!planned) continue;
    out.push({
      teacherId,
      teacherName: times[0]!.teacherName,
      times,
      firstClass: planned[0]!.startsAt,
    });
  }
  return out.sort(
    (a, b) => a.firstClass.getTime() - b.firstClass.getTime() || a.teacherId - b.teacherId,
  );
}
