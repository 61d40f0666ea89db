import { fromWallTime, weekDates, zoneLabel } from "../zoned-time";
import { WEEKDAY_NAMES, type WeekInput } from "./schemas";

export interface DescribedSlot {
  /** "6:00 PM – 7:00 PM" in the teacher's zone. */
  time: string;
  isDemoSlot: boolean;
  capacity: number;
  subjectId: number | null;
}

export interface DescribedDay {
  weekDay: string;
  slots: DescribedSlot[];
}

const clock = new Map<string, Intl.DateTimeFormat>();

function timeOfDay(instant: Date, zone: string): string {
  let f = clock.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
    clock.set(zone, f);
  }
  return f.format(instant);
}

/**
 * A teacher's weekly slots for people, in the teacher's own zone: each day (Sunday first) with its
 * slots as "6:00 PM – 7:00 PM". Times are placed on this week's dates, so the zone's label is the
 * one in force now ("(IST)", "(BST)").
 */
export function describeWeek(week: WeekInput, zone: string, now: Date = new Date()) {
  const dates = weekDates(now, zone);
  const days: DescribedDay[] = week.map((slots, d) => ({
    weekDay: WEEKDAY_NAMES[d] ?? "",
    slots: slots.map((s) => {
      const start = fromWallTime(dates[d]!, s.start_time, zone);
      const end = new Date(start.getTime() + s.duration * 60_000);
      return {
        time: `${timeOfDay(start, zone)} – ${timeOfDay(end, zone)}`,
        isDemoSlot: s.is_demo_slot,
        capacity: s.capacity,
        subjectId: s.subject_id,
      };
    }),
  }));
  return { label: zoneLabel(zone, now), days };
}
