import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { LEAVE_STATUS, SESSION_STATUS, teacherProfiles, teacherSlots, users } from "@/db/schema";
import { notFound } from "../../errors";
import { rowsOf } from "../../db-rows";
import { LONGEST_CLASS_HOURS } from "../availability/schemas";
import { slotColumns } from "../slot-columns";
import { toWallTime, zoneLabel } from "../zoned-time";
import {
  buildEntries,
  groupByViewerDate,
  occurrencesInWeek,
  viewerWeek,
  type SessionFact,
  type StudentBooking,
  type TimetableSlot,
} from "./build";
import type { ContractSummary, TeacherTimetable } from "./schemas";

export interface TimetableOptions {
  teacherId: number;
  /** Only slots for this subject, and slots open to any subject. */
  subjectId?: number | null;
  /** Weeks from the viewer's current week (0 this week, 1 next, -1 last). */
  weekStatus: number;
  /** The IANA zone the week and its times are shown in. */
  viewerZone: string;
  /** The viewing student: their bookings, overlaps and contract summary. */
  studentId?: number | null;
  now: Date;
}

/** Longest slot (minutes): how far past the week an occurrence that starts in it can run. */
const MAX_SLOT_MS = 240 * 60_000;

/** Query 1: the teacher (active, with a profile) and their active slots, in one statement. */
async function loadTeacherSlots(db: Db, teacherId: number, subjectId: number | null) {
  const rows = await db
    .select({
      timeZone: users.timeZone,
      slot: slotColumns,
    })
    .from(users)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .leftJoin(
      teacherSlots,
      and(
        eq(teacherSlots.teacherId, users.id),
        eq(teacherSlots.isActive, true),
        subjectId === null
          ? undefined
          : or(isNull(teacherSlots.subjectId), eq(teacherSlots.subjectId, subjectId)),
      ),
    )
    .where(and(eq(users.id, teacherId), eq(users.role, "teacher"), eq(users.isActive, true)))
    .orderBy(asc(teacherSlots.dayOfWeek), asc(teacherSlots.startTime));
  if (rows.length === 0) return null;
  return {
    timeZone: rows[0]!.timeZone,
    slots: rows.flatMap((r) => (r.slot ? [r.slot as TimetableSlot] : [])),
  };
}

interface FactsRow {
  sessions: SessionFact[] | string | null;
  bookings: StudentBooking[] | string | null;
  contract: ContractSummary | string | null;
  leave: string[] | string | null;
}

/** postgres.js parses json columns, PGlite too; a driver that does not gives text. */
const json = <T>(value: T | string | null, fallback: T): T =>
  value === null ? fallback : typeof value === "string" ? (JSON.parse(value) as T) : value;

/**
 * Query 2, one statement: the teacher's classes around the week (any status, with the viewer's own
 * enrolment; those made from a slot are the occurrences' classes, every one can make the teacher
 * busy), the viewer's active enrolments around the week (for `duplicate`),
 * the contract summary, and the teacher's active leave days on the teacher-local dates the week
 * touches.
 *
 * Contract summary, until packs exist (issue 6): total_classes counts the student's non-demo
 * enrolments with this teacher that were booked and not cancelled (status <> 5); booked_classes
 * those still active, i.e. scheduled or started (status 1 or 2); held_classes those held (status 3).
 */
async function loadFacts(
  db: Db,
  teacherId: number,
  studentId: number | null,
  start: Date,
  end: Date,
  teacherDates: { first: string; last: string },
) {
  const from = start.toISOString();
  const until = new Date(end.getTime() + MAX_SLOT_MS).toISOString();
  const since = new Date(start.getTime() - LONGEST_CLASS_HOURS * 3_600_000).toISOString();
  const student = studentId ?? 0;
  const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
  const cancelled = SESSION_STATUS.cancelled;
  const [row] = rowsOf<FactsRow>(
    await db.execute(sql`
      select
        (select json_agg(json_build_object(
            'sessionId', cs.id, 'slotId', cs.slot_id, 'startsAt', ${ms("cs.starts_at")},
            'endsAt', ${ms("cs.ends_at")},
            'status', cs.status, 'capacity', cs.capacity, 'enrolled', cs.enrolled_count,
            'mine', (select e.status from session_enrolments e
                     where e.session_id = cs.id and e.student_id = ${student} and e.status <> ${cancelled}
                     limit 1)))
         from class_sessions cs
         where cs.teacher_id = ${teacherId}
           and cs.ends_at > ${from}::timestamptz and cs.starts_at < ${until}::timestamptz
           and cs.starts_at > ${since}::timestamptz) as sessions,
        (select json_agg(json_build_object(
            'sessionId', e.session_id, 'startsAt', ${ms("e.starts_at")}, 'endsAt', ${ms("e.ends_at")}))
         from session_enrolments e
         where e.student_id = ${student} and e.status <> ${cancelled}
           and e.ends_at > ${from}::timestamptz and e.starts_at < ${until}::timestamptz) as bookings,
        (select json_build_object(
            'total_classes', count(*) filter (where e.status <> ${cancelled}),
            'booked_classes', count(*) filter (where e.status in (${SESSION_STATUS.scheduled}, ${SESSION_STATUS.started})),
            'held_classes', count(*) filter (where e.status = ${SESSION_STATUS.held}))
         from session_enrolments e join class_sessions cs on cs.id = e.session_id
         where e.student_id = ${student} and cs.teacher_id = ${teacherId} and not e.is_demo) as contract,
        (select json_agg(to_char(l.leave_date, 'YYYY-MM-DD'))
         from teacher_leave_days l
         where l.teacher_id = ${teacherId} and l.status = ${LEAVE_STATUS.active}
           and l.leave_date between ${teacherDates.first}::date and ${teacherDates.last}::date) as leave
    `),
  );
  return {
    sessions: json<SessionFact[]>(row?.sessions ?? null, []),
    bookings: json<StudentBooking[]>(row?.bookings ?? null, []),
    contract: json<ContractSummary>(row?.contract ?? null, {
      total_classes: 0,
      booked_classes: 0,
      held_classes: 0,
    }),
    leave: new Set(json<string[]>(row?.leave ?? null, [])),
  };
}

/**
 * A teacher's week as the viewer sees it (GET /st/getTeacherTT, the teacher's own profile, the
 * booking UI): the active slots expanded on the teacher's local dates (DST-correct), each
 * occurrence presented in the viewer's zone, flagged from the classes already booked, grouped into
 * the viewer's 7 days (Sunday first), plus the viewing student's contract summary. Two queries,
 * whatever the number of slots. Throws 404 for an unknown or inactive teacher.
 */
export async function getTeacherTimetable(
  db: Db,
  options: TimetableOptions,
): Promise<TeacherTimetable> {
  const now = options.now;
  const studentId = options.studentId ?? null;
  const teacher = await loadTeacherSlots(db, options.teacherId, options.subjectId ?? null);
  if (!teacher) throw notFound("Teacher not found.");
  const week = viewerWeek(now, options.viewerZone, options.weekStatus);
  const occurrences = occurrencesInWeek(teacher.slots, teacher.timeZone, week);
  const facts = await loadFacts(db, options.teacherId, studentId, week.start, week.end, {
    first: toWallTime(week.start, teacher.timeZone).date,
    last: toWallTime(new Date(week.end.getTime() - 1), teacher.timeZone).date,
  });
  const entries = buildEntries(occurrences, {
    viewerZone: options.viewerZone,
    now,
    studentId,
    sessions: facts.sessions,
    studentBookings: facts.bookings,
    leaveDates: facts.leave,
  });
  return {
    teacherId: options.teacherId,
    weekStatus: options.weekStatus,
    weekStart: week.dates[0]!,
    weekEnd: week.dates[6]!,
    timeZone: options.viewerZone,
    zoneLabel: zoneLabel(options.viewerZone, week.start),
    teacherTimeZone: teacher.timeZone,
    entries,
    weekdays: groupByViewerDate(entries, week.dates),
    contract: facts.contract,
  };
}
