import { WEEKDAY_NAMES } from "../availability/schemas";
import { formatTimeIn } from "../date-format";
import { toWallTime, weekdayOf } from "../zoned-time";

/** A weekly time as the family reads it in their zone, from one of its dates: "Mondays, 05:00 PM (IST)". */
export function weeklyLabel(startsAt: Date, zone: string): string {
  const weekday = weekdayOf(toWallTime(startsAt, zone).date);
  return `${WEEKDAY_NAMES[weekday]}s, ${formatTimeIn(startsAt, zone)}`;
}
