import { formatClockIn, formatWhenIn } from "@/lib/scheduling/date-format";
import { zoneLabel } from "@/lib/scheduling/zoned-time";

/**
 * A weekly class keeps the teacher's local time (expandSlots). When the family's zone changes its
 * offset (daylight saving) and the teacher's does not, or the other way round, the family sees the
 * class move by an hour. Given the class's next occurrences in time order, this names the first
 * occurrence whose time in the family's zone differs from the one before it, with both times:
 * the notice shown in the schedule step (and the basis of the message sent before that class).
 */
export interface DstShift {
  /** The first class at the new time. */
  startsAt: Date;
  before: string;
  after: string;
  notice: string;
}

export function firstDstShift(starts: readonly Date[], familyZone: string): DstShift | null {
  for (let i = 1; i < starts.length; i++) {
    const prev = starts[i - 1]!;
    const cur = starts[i]!;
    const before = formatClockIn(prev, familyZone);
    const after = formatClockIn(cur, familyZone);
    if (before === after) continue;
    const b = `${before} ${zoneLabel(familyZone, prev)}`;
    const a = `${after} ${zoneLabel(familyZone, cur)}`;
    return {
      startsAt: cur,
      before: b,
      after: a,
      notice: `Daylight saving time changes: from ${formatWhenIn(cur, familyZone)} this class is at ${a} instead of ${b}. The teacher's time stays the same.`,
    };
  }
  return null;
}
