import { addDays, fromWallTime, weekdayOf } from "./zoned-time";

/** A weekly slot as stored: local weekday (0 = Sunday) and "HH:MM[:SS]" time in the teacher's zone. */
export interface WeeklySlot {
  id: number;
  dayOfWeek: number;
  startTime: string;
  durationMinutes: number;
}

export interface SlotOccurrence<S extends WeeklySlot = WeeklySlot> {
  slot: S;
  /** The teacher's local calendar date of this occurrence. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The concrete occurrences of weekly slots on the given local dates of the teacher's zone, in time
 * order. Each starts at the slot's local time on that date, whatever the date's UTC offset (DST).
 */
export function expandSlots<S extends WeeklySlot>(
  slots: readonly S[],
  dates: readonly string[],
  teacherZone: string,
): SlotOccurrence<S>[] {
  const out: SlotOccurrence<S>[] = [];
  for (const date of dates) {
    const weekday = weekdayOf(date);
    for (const slot of slots) {
      if (slot.dayOfWeek !== weekday) continue;
      const startsAt = fromWallTime(date, slot.startTime.slice(0, 5), teacherZone);
      out.push({
        slot,
        date,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.durationMinutes * 60000),
      });
    }
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.slot.id - b.slot.id);
}

/** The local dates from `from` for `days` days. */
export function dateRange(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}
