import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { badRequest } from "../errors";
import { isTimeZone } from "../fields/time-zone";
import { addDays, fromWallTime, toWallTime } from "../scheduling/zoned-time";

/** Days a report covers when no range is given, and the longest range anyone may ask for. */
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

export const RANGE_MESSAGES = {
  badDate: "Please enter a date as YYYY-MM-DD.",
  order: "The start date must be on or before the end date.",
  tooLong: `Please choose a range of at most ${MAX_RANGE_DAYS} days.`,
  badZone: FIELD_MESSAGES.timeZoneInvalid,
} as const;

/** A report's date range: whole days from..to (inclusive) in a zone, and the instants they span. */
export interface ReportRange {
  from: string;
  to: string;
  zone: string;
  /** First instant of `from` in the zone. */
  start: Date;
  /** First instant after `to` in the zone (exclusive end). */
  end: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether "YYYY-MM-DD" is a real calendar date (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** Whole days from `from` to `to` inclusive. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * Reads the asked range: default the last 30 days up to today (in the zone), one side alone takes
 * 30 days from or to it. Refuses (400) impossible dates, a reversed range and more than 366 days.
 */
export function resolveRange(
  asked: { from?: string | undefined; to?: string | undefined },
  zone: string,
  now: Date,
): ReportRange {
  if (!isTimeZone(zone))
    throw badRequest(RANGE_MESSAGES.badZone, { time_zone: [RANGE_MESSAGES.badZone] });
  const errors: Record<string, string[]> = {};
  for (const key of ["from", "to"] as const) {
    const value = asked[key];
    if (value !== undefined && !isCalendarDate(value)) errors[key] = [RANGE_MESSAGES.badDate];
  }
  if (Object.keys(errors).length > 0) throw badRequest(RANGE_MESSAGES.badDate, errors);
  const span = DEFAULT_RANGE_DAYS - 1;
  const to = asked.to ?? (asked.from ? addDays(asked.from, span) : toWallTime(now, zone).date);
  const from = asked.from ?? addDays(to, -span);
  if (from > to) throw badRequest(RANGE_MESSAGES.order, { from: [RANGE_MESSAGES.order] });
  if (daysInRange(from, to) > MAX_RANGE_DAYS)
    throw badRequest(RANGE_MESSAGES.tooLong, { to: [RANGE_MESSAGES.tooLong] });
  return {
    from,
    to,
    zone,
    start: fromWallTime(from, "00:00", zone),
    end: fromWallTime(addDays(to, 1), "00:00", zone),
  };
}
