import { formatClockIn } from "../date-format";
import { fromWallTime, weekDates, zoneLabel } from "../zoned-time";
import { WEEKDAY_NAMES, type WeekInput } from "./schemas";

export interface DescribedSlot {
  /** "06:00 PM – 07:00 PM" in the teacher's zone. */
  time: string;
  isDemoSlot: boolean;
  capacity: number;
  subjectId: number | null;
}

export interface DescribedDay {
  weekDay: string;
  slots: DescribedSlot[];
}

/**
 * A teacher's weekly slots for people, in the teacher's own zone: each day (Sunday first) with its
 * slots as "06:00 PM – 07:00 PM". Times are placed on this week's dates, so the zone's label is the
 * one in force now ("(IST)", "(BST)").
 */
export function describeWeek(week: WeekInput, zone: string, now: Date) {
  const dates = weekDates(now, zone);
  const days: DescribedDay[] = week.map((slots, d) => ({
    weekDay: WEEKDAY_NAMES[d] ?? "",
    slots: slots.map((s) => {
      const start = fromWallTime(dates[d]!, s.start_time, zone);
      const end = new Date(start.getTime() + s.duration * 60_000);
      return {
        time: `${formatClockIn(start, zone)} – ${formatClockIn(end, zone)}`,
        isDemoSlot: s.is_demo_slot,
        capacity: s.capacity,
        subjectId: s.subject_id,
      };
    }),
  }));
  return { label: zoneLabel(zone, now), days };
}
