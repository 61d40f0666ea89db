import { SESSION_STATUS } from "@/db/schema/scheduling";
import { WEEKDAY_NAMES } from "../availability/schemas";
import { expandSlots, type SlotOccurrence, type WeeklySlot } from "../expand-slots";
import { formatLongDate, formatTimeIn, formatWhenIn } from "../date-format";
import { addDays, fromWallTime, toWallTime, weekDates } from "../zoned-time";
import type { TimetableDay, TimetableEntry } from "./schemas";

/**
 * The pure half of the timetable: which occurrences fall in the viewer's week, what the booked
 * classes say about each, and the grouping by the viewer's calendar date. No database here.
 */

/** An active weekly slot as the timetable reads it. */
export interface TimetableSlot extends WeeklySlot {
  isDemoSlot: boolean;
  capacity: number;
  subjectId: number | null;
}

/** A class of the teacher around the week (any status): made from a slot occurrence, or not. */
export interface SessionFact {
  sessionId: number;
  /** The slot it was made from; null for a class made without one (e.g. a substitute's). */
  slotId: number | null;
  /** Epoch milliseconds. */
  startsAt: number;
  endsAt: number;
  status: number;
  capacity: number;
  enrolled: number;
  /** The viewing student's active enrolment in it (its status), or null. */
  mine: number | null;
}

/** One of the viewing student's active enrolments (any teacher), epoch milliseconds. */
export interface StudentBooking {
  sessionId: number;
  startsAt: number;
  endsAt: number;
}

export interface ViewerWeek {
  weekStatus: number;
  /** The viewer-local dates, Sunday first. */
  dates: string[];
  /** [start, end): from the viewer's Sunday 00:00 to the next Sunday 00:00. */
  start: Date;
  end: Date;
}

/**
 * The viewer's week `weekStatus` weeks from the one containing `now`: seven viewer-local dates,
 * Sunday first (spec 1 section 9), and the instants it spans (DST-correct).
 */
export function viewerWeek(now: Date, viewerZone: string, weekStatus: number): ViewerWeek {
  const dates = weekDates(now, viewerZone, weekStatus);
  return {
    weekStatus,
    dates,
    start: fromWallTime(dates[0]!, "00:00", viewerZone),
    end: fromWallTime(addDays(dates[6]!, 1), "00:00", viewerZone),
  };
}

/**
 * The slots' occurrences that start inside the viewer's week. Slots expand on the teacher's own
 * local dates (a slot is a local time in the teacher's zone, whatever the DST), over the teacher
 * dates the viewer's week touches, so a US viewer's Saturday evening holds the India teacher's
 * Sunday morning and no day of the viewer's week misses an occurrence.
 */
export function occurrencesInWeek<S extends TimetableSlot>(
  slots: readonly S[],
  teacherZone: string,
  week: ViewerWeek,
): SlotOccurrence<S>[] {
  const first = toWallTime(week.start, teacherZone).date;
  const last = toWallTime(new Date(week.end.getTime() - 1), teacherZone).date;
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  const start = week.start.getTime();
  const end = week.end.getTime();
  return expandSlots(slots, dates, teacherZone).filter(
    (o) => o.startsAt.getTime() >= start && o.startsAt.getTime() < end,
  );
}

export interface EntryContext {
  viewerZone: string;
  now: Date;
  /** The viewing student, or null (anonymous, or not a student). */
  studentId: number | null;
  sessions: readonly SessionFact[];
  studentBookings: readonly StudentBooking[];
  /** The teacher's active leave days (teacher-local dates): nothing on them is bookable. */
  leaveDates?: ReadonlySet<string>;
}

const occurrenceKey = (slotId: number, startsAt: number) => `${slotId}@${startsAt}`;

/**
 * Timetable entries for occurrences. A class with status 5 (cancelled) never counts as active:
 * the occurrence's active class is the one with another status (at most one, by a unique index).
 * When there is none and a cancelled one exists, the teacher cancelled that class: the
 * occurrence shows session_status 5 and is not active. An occurrence the teacher has another class
 * at is booked, with no seats left, and so is one whose class has started or ended (a class can
 * start a little early, or the test clock moved). Past occurrences are not active either,
 * nor those on a day of the teacher's leave (the booking core refuses them, decision 031).
 */
export function buildEntries(
  occurrences: readonly SlotOccurrence<TimetableSlot>[],
  ctx: EntryContext,
): TimetableEntry[] {
  const active = new Map<string, SessionFact>();
  const cancelled = new Set<string>();
  for (const s of ctx.sessions) {
    if (s.slotId === null) continue;
    const key = occurrenceKey(s.slotId, s.startsAt);
    if (s.status === SESSION_STATUS.cancelled) cancelled.add(key);
    else active.set(key, s);
  }
  return occurrences.map(({ slot, date, startsAt, endsAt }) => {
    const key = occurrenceKey(slot.id, startsAt.getTime());
    const session = active.get(key);
    const wasCancelled = !session && cancelled.has(key);
    const onLeave = ctx.leaveDates?.has(date) ?? false;
    const mine = session?.mine != null && ctx.studentId !== null;
    const capacity = session?.capacity ?? slot.capacity;
    // The teacher teaching another class then takes the time, as the booking core and the demo
    // chooser say (listDemoDays' `busy`).
    const busy = ctx.sessions.some(
      (s) =>
        s.status !== SESSION_STATUS.cancelled &&
        s.sessionId !== session?.sessionId &&
        s.startsAt < endsAt.getTime() &&
        s.endsAt > startsAt.getTime(),
    );
    // A class that has started or ended takes no one else (enrol's rule and the chooser's).
    const closed = session !== undefined && session.status !== SESSION_STATUS.scheduled;
    const seatsLeft = busy || closed ? 0 : Math.max(0, capacity - (session?.enrolled ?? 0));
    const duplicate =
      ctx.studentId !== null &&
      ctx.studentBookings.some(
        (b) =>
          b.sessionId !== session?.sessionId &&
          b.startsAt < endsAt.getTime() &&
          b.endsAt > startsAt.getTime(),
      );
    return {
      id: slot.id,
      day_id: slot.dayOfWeek,
      start_time: slot.startTime.slice(0, 5),
      timeDesc: formatTimeIn(startsAt, ctx.viewerZone),
      timeDescNew: formatWhenIn(startsAt, ctx.viewerZone),
      classActive: startsAt.getTime() > ctx.now.getTime() && !wasCancelled && !onLeave,
      duplicate,
      booked: mine || busy || (session !== undefined && seatsLeft === 0),
      assigned_student: mine,
      student_id: mine ? ctx.studentId : null,
      ig_date: date,
      is_demo_slot: slot.isDemoSlot,
      session_status: session?.status ?? (wasCancelled ? SESSION_STATUS.cancelled : null),
      date: toWallTime(startsAt, ctx.viewerZone).date,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      duration: slot.durationMinutes,
      capacity,
      seats_left: seatsLeft,
      subject_id: slot.subjectId,
      session_id: session?.sessionId ?? null,
    };
  });
}

/** The viewer's 7 days, Sunday first, each with its entries (by the viewer-local date). */
export function groupByViewerDate(
  entries: readonly TimetableEntry[],
  dates: readonly string[],
): TimetableDay[] {
  return dates.map((sdate, i) => {
    const data = entries.filter((e) => e.date === sdate);
    return {
      weekDay: WEEKDAY_NAMES[i] ?? "",
      representDate: formatLongDate(sdate),
      sdate,
      slotCount: data.length,
      data,
    };
  });
}
