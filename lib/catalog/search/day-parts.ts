import { addDays, fromWallTime, toWallTime } from "@/lib/scheduling/zoned-time";
import { DAYS, type SearchDay, type SearchTime } from "./filters";

/**
 * The search's `time` filter (spec 1 loadDashboardData): the part of the viewer's day a teacher
 * teaches in. Hours of the viewer's wall clock, start included, end excluded. The spec names the
 * parts but not their hours; these are ours.
 */
export const DAY_PARTS: Record<SearchTime, { from: number; to: number }> = {
  morning: { from: 5, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 22 },
};

/** How far ahead a weekly slot is looked for: the coming week. */
export const DAY_PART_HORIZON_DAYS = 7;

export interface TimeWindow {
  start: Date;
  end: Date;
}

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/**
 * The instants of the coming week (from `now`, 7 days) that fall in the part of the day on the
 * viewer's wall clock: one window a viewer date, each converted with the zone's own rules (DST: a
 * New York morning is 09:00–16:00 UTC in winter and 08:00–15:00 in summer). Windows are clipped
 * to the week; an empty one is left out.
 */
export function dayPartWindows(part: SearchTime, zone: string, now: Date): TimeWindow[] {
  return searchWindows({ time: part }, zone, now) ?? [];
}

/**
 * The windows of the `time` and `day` filters together: the coming week's instants in that part
 * of the viewer's day (all day without `time`), on that day of the viewer's week only (every day
 * without `day`). Null when neither filter is set.
 */
export function searchWindows(
  filters: { time?: SearchTime; day?: SearchDay },
  zone: string,
  now: Date,
): TimeWindow[] | null {
  if (!filters.time && !filters.day) return null;
  const { from, to } = filters.time ? DAY_PARTS[filters.time] : { from: 0, to: 24 };
  const weekday = filters.day ? DAYS.indexOf(filters.day) : null;
  const weekEnd = new Date(now.getTime() + DAY_PART_HORIZON_DAYS * 86_400_000);
  const today = toWallTime(now, zone).date;
  const out: TimeWindow[] = [];
  for (let i = 0; i <= DAY_PART_HORIZON_DAYS; i++) {
    const date = addDays(today, i);
    if (weekday !== null && new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) continue;
    const start = fromWallTime(date, hour(from), zone);
    const end =
      to === 24
        ? fromWallTime(addDays(date, 1), "00:00", zone)
        : fromWallTime(date, hour(to), zone);
    const clipped = {
      start: new Date(Math.max(start.getTime(), now.getTime())),
      end: new Date(Math.min(end.getTime(), weekEnd.getTime())),
    };
    if (clipped.start < clipped.end) out.push(clipped);
  }
  return out;
}
