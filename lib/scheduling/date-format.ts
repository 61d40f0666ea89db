import { WEEKDAY_NAMES } from "./availability/schemas";
import { toWallTime, zoneLabel } from "./zoned-time";

/**
 * The one place dates and times are written for people, in spec 3 section 9's forms: dates
 * 'DD MMMM, yyyy' ("03 January, 2026"), times 'hh:mm A' ("05:00 PM") and a moment as
 * 'Monday, 3rd Jan at 05:00 PM'. An instant is read in the viewer's zone through Intl
 * (`toWallTime`, no fixed offsets, so DST is right) and its time carries the zone's label:
 * "(IST)" for Kolkata, the zone's short name elsewhere ("(EDT)"). A calendar date
 * ("YYYY-MM-DD") or a wall-clock time ("HH:MM") is written as it is, with no zone.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const two = (n: number) => String(n).padStart(2, "0");

function dateParts(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { y, month: MONTHS[m - 1]!, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** A calendar date in 'DD MMMM, yyyy': "2026-03-01" → "01 March, 2026". */
export function formatLongDate(date: string): string {
  const { y, month, d } = dateParts(date);
  return `${two(d)} ${month}, ${y}`;
}

/** A calendar date as a compact label: "2026-03-01" → "Sun, 1 Mar". */
export function formatShortDate(date: string): string {
  const { month, d, weekday } = dateParts(date);
  return `${WEEKDAY_NAMES[weekday]!.slice(0, 3)}, ${d} ${month.slice(0, 3)}`;
}

/** A wall-clock "HH:MM" (24 h) in 'hh:mm A': "17:05" → "05:05 PM", "00:30" → "12:30 AM". */
export function formatClock(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${two(hour12)}:${two(m)} ${h < 12 ? "AM" : "PM"}`;
}

/** An instant's time in a zone, 'hh:mm A': "05:00 PM". */
export function formatClockIn(instant: Date, zone: string): string {
  return formatClock(toWallTime(instant, zone).time);
}

/** An instant's time in a zone, 'hh:mm A' with the zone's label: "05:00 PM (IST)". */
export function formatTimeIn(instant: Date, zone: string): string {
  return `${formatClockIn(instant, zone)} ${zoneLabel(zone, instant)}`;
}

/** An instant's date in a zone, 'DD MMMM, yyyy': "03 January, 2026". */
export function formatDateIn(instant: Date, zone: string): string {
  return formatLongDate(toWallTime(instant, zone).date);
}

/** An instant in a zone as spec 3 shows it: "Monday, 3rd Jan at 05:00 PM (IST)". */
export function formatWhenIn(instant: Date, zone: string): string {
  const { month, d, weekday } = dateParts(toWallTime(instant, zone).date);
  return `${WEEKDAY_NAMES[weekday]}, ${ordinal(d)} ${month.slice(0, 3)} at ${formatTimeIn(instant, zone)}`;
}
