import { asc, eq, gt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, sessionEnrolments } from "@/db/schema";
import { formatOccurrenceId } from "../booking/occurrence-id";
import { formatWhenIn } from "../date-format";
import { mayReschedule, RESCHEDULE_FREE_HOURS } from "../reschedule/policy";
import { clashingClasses } from "./clashes";
import { loadPackBalances, type PackSummary } from "./load-pack-balances";
import { schedulableWith } from "./pack-balance";
import { loadClassTimes, type TeacherTimes } from "./teacher-times";
import { weeklyLabel } from "./time-labels";
import { planWeekly } from "./weekly-plan";
import { activeSeatOf } from "../booking/active-seat";

/** How many free dates the reschedule dialog offers. */
export const RESCHEDULE_CHOICES = 12;

export interface TimeChoice {
  /** A weekly slot id (weekly times) or an occurrence id "{slot}_{date}" (one date). */
  value: string;
  label: string;
}

export interface TeacherChoice {
  teacherId: number;
  teacherName: string;
  times: (TimeChoice & { next: string })[];
}

export interface BookedPackClass {
  sessionId: number;
  startsAt: string;
  when: string;
  canReschedule: boolean;
}

export interface SchedulePageData {
  packs: PackSummary[];
  pack: PackSummary | null;
  /** Classes the family can still schedule with the chosen teacher. */
  left: number;
  teacher: TeacherChoice | null;
  /** Teachers of the pack's subject with weekly class times (when none is chosen yet). */
  teachers: TeacherChoice[];
  booked: BookedPackClass[];
  /** Free dates of the teacher to move a class to. */
  moveChoices: TimeChoice[];
  policy: string;
}

export const reschedulePolicy = () =>
  `You can move a class free of charge up to ${RESCHEDULE_FREE_HOURS} hours before it starts, to another time of the same teacher. Your pack keeps the class.`;

function teacherChoice(t: TeacherTimes, zone: string, now: Date): TeacherChoice {
  return {
    teacherId: t.teacherId,
    teacherName: t.teacherName,
    times: t.times.flatMap((slot) => {
      const [next] = planWeekly([slot], 1, t.teacherZone, now);
      return next
        ? [
            {
              value: String(slot.id),
              label: weeklyLabel(next.startsAt, zone),
              next: formatWhenIn(next.startsAt, zone),
            },
          ]
        : [];
    }),
  };
}

async function bookedWith(
  db: Db,
  studentId: number,
  subjectId: number,
  teacherId: number,
  now: Date,
) {
  return db
    .select({ sessionId: classSessions.id, startsAt: classSessions.startsAt })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .where(
      activeSeatOf(
        studentId,
        eq(sessionEnrolments.isDemo, false),
        eq(classSessions.subjectId, subjectId),
        eq(classSessions.teacherId, teacherId),
        gt(classSessions.startsAt, now),
      ),
    )
    .orderBy(asc(classSessions.startsAt));
}

/**
 * "Schedule your classes" (/st/schedule?subject&teacher): the family's packs, the chosen one
 * (by subject, and teacher for a teacher's pack), its teacher (the pack's own, the one asked for,
 * or a list to choose from) with their weekly class times in the family's zone, the classes
 * already booked with that teacher and the free dates to move one to.
 */
export async function loadSchedulePage(
  db: Db,
  studentId: number,
  ask: { subjectId?: number; teacherId?: number },
  zone: string,
  now: Date,
): Promise<SchedulePageData> {
  const packs = await loadPackBalances(db, studentId, now);
  const pack =
    packs.find(
      (p) =>
        p.subjectId === ask.subjectId && (p.teacherId === null || p.teacherId === ask.teacherId),
    ) ??
    packs.find((p) => p.subjectId === ask.subjectId) ??
    packs.find((p) => p.left > 0) ??
    null;
  const empty = { packs, pack, left: 0, teacher: null, teachers: [], booked: [], moveChoices: [] };
  const policy = reschedulePolicy();
  if (!pack) return { ...empty, policy };
  const teacherId = pack.teacherId ?? ask.teacherId;
  const all = await loadClassTimes(db, pack.subjectId, teacherId);
  const found = teacherId === undefined ? undefined : all.find((t) => t.teacherId === teacherId);
  if (!found) {
    return { ...empty, policy, teachers: all.map((t) => teacherChoice(t, zone, now)) };
  }
  const booked = await bookedWith(db, studentId, pack.subjectId, found.teacherId, now);
  const planned = planWeekly(found.times, RESCHEDULE_CHOICES * 2, found.teacherZone, now);
  const clashes = new Set(
    (await clashingClasses(db, found.teacherId, planned)).map((c) => formatOccurrenceId(c)),
  );
  return {
    packs,
    pack,
    left: schedulableWith(packs, pack.subjectId, found.teacherId),
    teacher: teacherChoice(found, zone, now),
    teachers: [],
    booked: booked.map((b) => ({
      sessionId: b.sessionId,
      startsAt: b.startsAt.toISOString(),
      when: formatWhenIn(b.startsAt, zone),
      canReschedule: mayReschedule(b.startsAt, now),
    })),
    moveChoices: planned
      .filter((p) => !clashes.has(formatOccurrenceId(p)))
      .slice(0, RESCHEDULE_CHOICES)
      .map((p) => ({ value: formatOccurrenceId(p), label: formatWhenIn(p.startsAt, zone) })),
    policy,
  };
}
