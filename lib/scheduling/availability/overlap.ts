/**
 * Pure helpers for a teacher's week of slots: clock times as minutes and overlap detection on the
 * weekly circle (a Saturday 23:30 slot of 60 minutes runs into Sunday 00:00).
 */

export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** "HH:MM" or "H:MM" (24 h, optionally ":SS") as minutes after midnight; null when it is not one. */
export function clockMinutes(time: string): number | null {
  const m = /^([01]?[0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?$/.exec(time);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Minutes after midnight as "HH:MM" (wraps past midnight). */
export function clockText(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** A slot placed in the week: its position in the day arrays, start and length in minutes. */
export interface WeekSlot {
  day: number;
  index: number;
  /** Minutes after the day's midnight. */
  start: number;
  duration: number;
}

export interface SlotOverlap {
  /** The slot that starts while the other is still running (or at the same time, the later one). */
  slot: WeekSlot;
  /** The slot it runs into. */
  other: WeekSlot;
}

const weekStart = (s: WeekSlot) => s.day * MINUTES_PER_DAY + s.start;

/** Does b start while a runs? (a starts no later than b; a may wrap past Saturday midnight.) */
function startsDuring(a: WeekSlot, b: WeekSlot): boolean {
  const aStart = weekStart(a);
  const aEnd = aStart + a.duration;
  const bStart = weekStart(b);
  return (bStart >= aStart && bStart < aEnd) || bStart + MINUTES_PER_WEEK < aEnd;
}

/**
 * Every slot that overlaps an earlier one, each reported once against the first slot it runs
 * into. Slots are ordered by start (then by their place in the input), so of two slots at the
 * same time the later-listed one is reported. O(n²) on at most 7 × 24 slots.
 */
export function findOverlaps(slots: readonly WeekSlot[]): SlotOverlap[] {
  const ordered = [...slots].sort(
    (a, b) => weekStart(a) - weekStart(b) || a.day - b.day || a.index - b.index,
  );
  const out: SlotOverlap[] = [];
  ordered.forEach((slot, i) => {
    // An earlier slot still running, or a late-Saturday slot wrapping onto this one.
    const other =
      ordered.slice(0, i).find((a) => startsDuring(a, slot)) ??
      ordered.slice(i + 1).find((a) => weekStart(a) > weekStart(slot) && startsDuring(a, slot));
    if (other) out.push({ slot, other });
  });
  return out;
}
