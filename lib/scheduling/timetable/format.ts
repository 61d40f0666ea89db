import { formatTimeIn } from "../zoned-time";

/**
 * Dates for people: "Sun, 8 Mar", "Sun, 8 Mar 2026" or "Sunday, 8 March 2026". Calendar dates
 * ("YYYY-MM-DD") are formatted as the date they name, instants in the zone they are shown in.
 */

export type DateStyle = "short" | "medium" | "long";

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(instant: Date, zone: string, style: DateStyle): Record<string, string> {
  const key = `${zone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    const long = style === "long";
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: long ? "long" : "short",
      day: "numeric",
      month: long ? "long" : "short",
      year: "numeric",
    });
    formatters.set(key, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(instant)) out[p.type] = p.value;
  return out;
}

function compose(p: Record<string, string>, style: DateStyle): string {
  const dayMonth = `${p.weekday}, ${p.day} ${p.month}`;
  return style === "short" ? dayMonth : `${dayMonth} ${p.year}`;
}

/** A calendar date "YYYY-MM-DD" for people, e.g. "Sun, 8 Mar 2026" (medium). */
export function formatCalendarDate(date: string, style: DateStyle = "medium"): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return compose(parts(new Date(Date.UTC(y, m - 1, d)), "UTC", style), style);
}

/** An instant's date and time in a zone: "Sun, 8 Mar 2026, 7:00 PM (IST)". */
export function formatDateTimeIn(instant: Date, zone: string, style: DateStyle = "medium"): string {
  return `${compose(parts(instant, zone, style), style)}, ${formatTimeIn(instant, zone)}`;
}
