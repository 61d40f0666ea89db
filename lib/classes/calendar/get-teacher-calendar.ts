import { studentNameForTeachers } from "@/lib/family/teacher-view";
import { teachersSeeFamilyContact } from "@/lib/classes/privacy/contact-policy";
import { slotColumns } from "@/lib/scheduling/slot-columns";
import { and, asc, eq, gte, inArray, lt, ne, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  classSessions,
  SESSION_STATUS,
  sessionEnrolments,
  subjects,
  teacherSlots,
  users,
} from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { occurrencesInWeek, viewerWeek } from "@/lib/scheduling/timetable/build";
import { formatLongDate } from "@/lib/scheduling/date-format";
import { isTimeZone } from "@/lib/fields/time-zone";
import { toWallTime, zoneLabel } from "@/lib/scheduling/zoned-time";
import {
  buildCalendarItems,
  calendarDates,
  calendarTimings,
  itemsInHours,
  selectHours,
  weekStarts,
  type CalendarSlot,
  type ClassFact,
} from "./build";
import {
  hoursFilterText,
  type CalendarStudent,
  type TeacherCalendar,
  type TeacherCalendarRequest,
} from "./schemas";

export interface CalendarCaller {
  id: number;
  role: Role;
}

export interface CalendarOptions {
  now: Date;
  /** The viewer's zone (e.g. the tz cookie); unset or invalid: the teacher's own zone. */
  viewerZone?: string | null;
}

/** Whose calendar: a teacher their own (missing teacher_id = self), an admin anyone's. */
function calendarTeacherId(caller: CalendarCaller, teacherId: number | undefined): number {
  if (caller.role === "admin") {
    if (teacherId === undefined)
      throw badRequest("Please choose a teacher.", { teacher_id: ["teacher_id is required."] });
    return teacherId;
  }
  if (caller.role !== "teacher") throw forbidden();
  if (teacherId !== undefined && teacherId !== caller.id)
    throw forbidden("You can only see your own calendar.");
  return caller.id;
}

async function loadTeacher(db: Db, teacherId: number) {
  const [teacher] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.role, "teacher")));
  if (!teacher) throw notFound("Teacher not found.");
  return teacher;
}

async function loadSlots(db: Db, teacherId: number): Promise<CalendarSlot[]> {
  return db
    .select({
      ...slotColumns,
      subjectName: subjects.name,
    })
    .from(teacherSlots)
    .leftJoin(subjects, eq(subjects.id, teacherSlots.subjectId))
    .where(and(eq(teacherSlots.teacherId, teacherId), eq(teacherSlots.isActive, true)));
}

/**
 * The classes that start in [start, end), with their students: those still in the class, or all of
 * them for a cancelled class. Contact details only when `withContact`.
 */
async function loadClasses(
  db: Db,
  teacherId: number,
  start: Date,
  end: Date,
  withContact: boolean,
): Promise<ClassFact[]> {
  const sessions = await db
    .select({
      id: classSessions.id,
      slotId: classSessions.slotId,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
      isDemo: classSessions.isDemo,
      title: classSessions.title,
      capacity: classSessions.capacity,
      enrolled: classSessions.enrolledCount,
      subject: subjects.name,
    })
    .from(classSessions)
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(
      and(
        eq(classSessions.teacherId, teacherId),
        gte(classSessions.startsAt, start),
        lt(classSessions.startsAt, end),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  if (sessions.length === 0) return [];
  const ids = sessions.map((s) => s.id);
  const cancelledIds = sessions
    .filter((s) => s.status === SESSION_STATUS.cancelled)
    .map((s) => s.id);
  const enrolments = await db
    .select({
      sessionId: sessionEnrolments.sessionId,
      status: sessionEnrolments.status,
      attendedAt: sessionEnrolments.attendedAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      countryCode: users.countryCode,
      email: users.email,
    })
    .from(sessionEnrolments)
    .innerJoin(users, eq(users.id, sessionEnrolments.studentId))
    .where(
      and(
        inArray(sessionEnrolments.sessionId, ids),
        cancelledIds.length > 0
          ? or(
              ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
              inArray(sessionEnrolments.sessionId, cancelledIds),
            )
          : ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    )
    .orderBy(asc(sessionEnrolments.id));
  const bySession = new Map<number, CalendarStudent[]>();
  for (const e of enrolments) {
    const student: CalendarStudent = {
      id: e.id,
      name: studentNameForTeachers(e.firstName),
      status: e.status,
      attended: e.attendedAt !== null,
    };
    if (withContact) {
      if (e.mobile) student.mobile = `${e.countryCode} ${e.mobile}`;
      if (e.email) student.email = e.email;
    }
    bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), student]);
  }
  return sessions.map((s) => ({
    sessionId: s.id,
    slotId: s.slotId,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    status: s.status,
    isDemo: s.isDemo,
    subject: s.subject,
    title: s.title,
    capacity: s.capacity,
    enrolled: s.enrolled,
    students: bySession.get(s.id) ?? [],
  }));
}

/**
 * A teacher's week as a calendar (POST getTeacherCalendarData, the /em/calendar page): the 7
 * dates Sunday first in the viewer's zone (else the teacher's), the hour rows the filter shows, the
 * week's classes in any status with their students (mobile and e-mail only for the teacher
 * themself, when asked and only under the contact policy of decision 036, off by default), the weekly slots' free occurrences still to come, and the neighbouring
 * weeks. Teachers see their own calendar, admins anyone's; 404 for an unknown teacher.
 */
export async function getTeacherCalendar(
  db: Db,
  caller: CalendarCaller,
  input: TeacherCalendarRequest,
  options: CalendarOptions,
): Promise<TeacherCalendar> {
  const teacherId = calendarTeacherId(caller, input.teacher_id);
  const teacher = await loadTeacher(db, teacherId);
  const zone =
    [input.tz, options.viewerZone].find(
      (z): z is string => typeof z === "string" && isTimeZone(z),
    ) ?? teacher.timeZone;
  const week = viewerWeek(options.now, zone, input.weekStatus);
  const withContact =
    input.display_contact && caller.id === teacherId && teachersSeeFamilyContact();
  const [slots, classes] = await Promise.all([
    loadSlots(db, teacherId),
    loadClasses(db, teacherId, week.start, week.end, withContact),
  ]);
  const occurrences = occurrencesInWeek(slots, teacher.timeZone, week);
  const all = buildCalendarItems(classes, occurrences, { zone, now: options.now });
  // Every weekly slot of the week (also past or booked ones) decides the default hours too.
  const everySlot = buildCalendarItems([], occurrences, { zone, now: week.start });
  const hours = selectHours(input.hours_filter, all, everySlot);
  const shown = itemsInHours(all, hours);
  const first = week.dates[0]!;
  const last = week.dates[6]!;
  return {
    status: "success",
    teacher_id: teacherId,
    teacher_name: `${teacher.firstName} ${teacher.lastName}`.trim(),
    teacher_status: teacher.isActive ? "active" : "inactive",
    weekStatus: input.weekStatus,
    hours_filter: hoursFilterText(input.hours_filter),
    time_zone: zone,
    zone_label: zoneLabel(zone, week.start),
    dateArray: calendarDates(week.dates, toWallTime(options.now, zone).date),
    timings: calendarTimings(hours),
    adhocSlots: shown.items,
    hidden_count: shown.hidden,
    ...weekStarts(week.dates),
    weekLabel: `${formatLongDate(first)} – ${formatLongDate(last)}`,
  };
}
