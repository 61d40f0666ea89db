import { dateRange, expandSlots, type WeeklySlot } from "../expand-slots";
import { toWallTime } from "../zoned-time";
import type { OccurrenceRef } from "../booking/occurrence-id";

/** How far ahead a weekly plan looks for its dates (a 16-class pack at one time a week fits). */
export const PLAN_HORIZON_DAYS = 26 * 7;

export interface PlannedClass extends OccurrenceRef {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The next `count` occurrences of the chosen weekly slots after `now`, in time order (one or two
 * weekly times for a pack's length). Fewer when the horizon runs out.
 */
export function planWeekly(
  slots: readonly WeeklySlot[],
  count: number,
  teacherZone: string,
  now: Date,
): PlannedClass[] {
  const today = toWallTime(now, teacherZone).date;
  return expandSlots(slots, dateRange(today, PLAN_HORIZON_DAYS), teacherZone)
    .filter((o) => o.startsAt.getTime() > now.getTime())
    .slice(0, count)
    .map((o) => ({ slotId: o.slot.id, date: o.date, startsAt: o.startsAt, endsAt: o.endsAt }));
}
