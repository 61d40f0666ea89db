import { SESSION_STATUS } from "@/db/schema/scheduling";
import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";
import type { SlotOccurrence } from "@/lib/scheduling/expand-slots";
import type { TimetableSlot } from "@/lib/scheduling/timetable/build";
import { formatClock, formatLongDate, formatShortDate } from "@/lib/scheduling/date-format";
import { addDays, toWallTime, weekdayOf } from "@/lib/scheduling/zoned-time";
import {
  CALENDAR_STATUS_LABELS,
  type CalendarDate,
  type CalendarItem,
  type CalendarStudent,
  type CalendarTiming,
  type HoursFilter,
} from "./schemas";

/**
 * The pure half of the teacher calendar: the week's dates, its classes and free slots as calendar
 * items in the calendar's zone, and the hour rows a filter shows. No database, no clock: `now` and
 * the zone are arguments.
 */

const two = (n: number) => String(n).padStart(2, "0");

/** The week's 7 dates (Sunday first) for people; `today` is today's date in the same zone. */
export function calendarDates(dates: readonly string[], today: string): CalendarDate[] {
  return dates.map((date) => {
    const weekday = weekdayOf(date);
    return {
      date,
      weekday,
      day_name: WEEKDAY_NAMES[weekday]!,
      label: formatLongDate(date),
      short_label: formatShortDate(date),
      is_today: date === today,
    };
  });
}

/** The Sundays of the previous, this and the next calendar week. */
export function weekStarts(dates: readonly string[]) {
  const current = dates[0]!;
  return {
    prevStartDate: addDays(current, -7),
    currentStartDate: current,
    nextStartDate: addDays(current, 7),
  };
}

/** A class session of the week as the service loaded it. */
export interface ClassFact {
  sessionId: number;
  slotId: number | null;
  startsAt: Date;
  endsAt: Date;
  status: number;
  isDemo: boolean;
  subject: string | null;
  title: string | null;
  capacity: number;
  enrolled: number;
  students: CalendarStudent[];
}

/** A weekly slot with its subject's name, as the calendar reads it. */
export interface CalendarSlot extends TimetableSlot {
  subjectName: string | null;
}

export interface ItemContext {
  zone: string;
  now: Date;
}

function placed(startsAt: Date, endsAt: Date, zone: string) {
  const start = toWallTime(startsAt, zone);
  const end = toWallTime(endsAt, zone);
  return {
    date: start.date,
    weekday: start.weekday,
    hour: Number(start.time.slice(0, 2)),
    start_time: start.time,
    end_time: end.time,
    start_label: formatClock(start.time),
    end_label: formatClock(end.time),
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
  };
}

const overlaps = (a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }) =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/**
 * The calendar's items in time order: every class of the week (any status), and the occurrences of
 * the weekly slots that are still to come and free, i.e. not overlapped by a class that is not
 * cancelled (a cancelled class gives its time back).
 */
export function buildCalendarItems(
  classes: readonly ClassFact[],
  occurrences: readonly SlotOccurrence<CalendarSlot>[],
  ctx: ItemContext,
): CalendarItem[] {
  const active = classes.filter((c) => c.status !== SESSION_STATUS.cancelled);
  const items: CalendarItem[] = classes.map((c) => ({
    kind: "class",
    id: `class-${c.sessionId}`,
    session_id: c.sessionId,
    slot_id: c.slotId,
    ...placed(c.startsAt, c.endsAt, ctx.zone),
    status: c.status,
    status_label: CALENDAR_STATUS_LABELS[c.status as keyof typeof CALENDAR_STATUS_LABELS] ?? "",
    is_demo: c.isDemo,
    subject: c.subject,
    title: c.title,
    capacity: c.capacity,
    enrolled: c.enrolled,
    students: c.students,
  }));
  for (const o of occurrences) {
    if (o.startsAt.getTime() <= ctx.now.getTime()) continue;
    if (active.some((c) => overlaps(c, o))) continue;
    items.push({
      kind: "free",
      id: `slot-${o.slot.id}_${o.date}`,
      session_id: null,
      slot_id: o.slot.id,
      ...placed(o.startsAt, o.endsAt, ctx.zone),
      status: null,
      status_label: "Free",
      is_demo: o.slot.isDemoSlot,
      subject: o.slot.subjectName,
      title: null,
      capacity: o.slot.capacity,
      enrolled: 0,
      students: [],
    });
  }
  return items.sort(
    (a, b) =>
      a.starts_at.localeCompare(b.starts_at) ||
      (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === "class" ? -1 : 1),
  );
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The last hour row an item covers: the hour of its last minute, or 23 when it runs to midnight. */
function lastHour(item: CalendarItem): number {
  if (item.end_time <= item.start_time) return 23;
  return Math.floor((minutes(item.end_time) - 1) / 60);
}

/**
 * The hour rows a filter shows for these items (0 to 23, ascending). "working" spans the first to
 * the last hour of `items` plus `slots`: the teacher's own weekly slots of the week, also those
 * already past or taken, so the default never hides the hours a teacher teaches (issue 26).
 */
export function selectHours(
  filter: HoursFilter,
  items: readonly CalendarItem[],
  slots: readonly CalendarItem[] = [],
): number[] {
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  if (filter.kind === "all") return range(0, 24);
  if (filter.kind === "range") return range(filter.from, filter.to);
  const cover = [...items, ...slots];
  if (cover.length === 0) return [];
  const first = Math.min(...cover.map((i) => i.hour));
  const last = Math.max(...cover.map((i) => Math.max(i.hour, lastHour(i))));
  return range(first, last + 1);
}

/** The hour rows for people: "09:00 AM". */
export function calendarTimings(hours: readonly number[]): CalendarTiming[] {
  return hours.map((hour) => {
    const value = `${two(hour)}:00`;
    return { hour, value, label: formatClock(value) };
  });
}

/** Splits items into those starting in a shown hour and the number left out. */
export function itemsInHours(items: readonly CalendarItem[], hours: readonly number[]) {
  const shown = new Set(hours);
  const inside = items.filter((i) => shown.has(i.hour));
  return { items: inside, hidden: items.length - inside.length };
}
