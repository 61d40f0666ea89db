/**
 * Wall-clock time in IANA zones with Intl only: no fixed offsets, so DST is always right. Dates are
 * "YYYY-MM-DD" strings and times "HH:MM" (24 h) in the zone they are said to be in.
 */

export interface WallTime {
  date: string;
  time: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(zone, f);
  }
  return f;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function parts(instant: Date, zone: string) {
  const out: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(instant)) out[p.type] = p.value;
  return out;
}

/** The wall-clock date, time and weekday of an instant in a zone. */
export function toWallTime(instant: Date, zone: string): WallTime {
  const p = parts(instant, zone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    weekday: WEEKDAYS.indexOf(p.weekday ?? ""),
  };
}

/** Minutes the zone is ahead of UTC at that instant (e.g. 330 for Asia/Kolkata). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const p = parts(instant, zone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/**
 * The instant when the wall clock in a zone shows this date and time. A time skipped by a DST jump
 * (02:30 on a spring-forward night) moves forward by the jump, as clocks do; a repeated time (an
 * autumn night) takes its first occurrence.
 */
export function fromWallTime(date: string, time: string, zone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset, including at the edges of a DST change.
  const first = guess - zoneOffsetMinutes(new Date(guess), zone) * 60000;
  const second = guess - zoneOffsetMinutes(new Date(first), zone) * 60000;
  if (first === second) return new Date(first);
  // Ambiguous or skipped: prefer the earlier instant whose wall time matches, else the later one.
  const earlier = Math.min(first, second);
  const later = Math.max(first, second);
  return toWallTime(new Date(earlier), zone).time === time ? new Date(earlier) : new Date(later);
}

/** Adds days to a "YYYY-MM-DD" date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The seven dates (Sunday first) of the week that contains `now` in the zone, moved by `weekStatus`
 * weeks (0 this week, 1 next, -1 last): the weeks of the legacy timetable.
 */
export function weekDates(now: Date, zone: string, weekStatus = 0): string[] {
  const today = toWallTime(now, zone);
  const sunday = addDays(today.date, -today.weekday + 7 * weekStatus);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** One Intl formatter per zone and kind: building them is the costly part of formatting. */
function cached(kind: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${kind}\n${zone}`;
  let f = formatters.get(key);
  if (!f)
    formatters.set(key, (f = new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options })));
  return f;
}

/** The zone's short label for people: Kolkata is "(IST)", others their short name, e.g. "(EST)". */
export function zoneLabel(zone: string, at: Date): string {
  if (zone === "Asia/Kolkata" || zone === "Asia/Calcutta") return "(IST)";
  const name = cached("zone-name", zone, { timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return `(${name ?? zone})`;
}
