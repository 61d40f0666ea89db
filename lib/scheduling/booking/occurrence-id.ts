/**
 * A demo occurrence id names one date of a weekly slot before any class session exists for it:
 * "{slot id}_{YYYY-MM-DD}", the date being the teacher's local calendar date (e.g. "42_2025-03-14").
 * The spec 2 calls (enrollStudentToDemo ?slot_id=) and the slot chooser carry it; booking turns it
 * into a class session. It only names a time; it grants nothing.
 */
export interface OccurrenceRef {
  slotId: number;
  date: string;
}

const PATTERN = /^([1-9][0-9]{0,9})_([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

export function formatOccurrenceId(ref: OccurrenceRef): string {
  return `${ref.slotId}_${ref.date}`;
}

/** The slot and date an occurrence id names, or null when it is not one (or not a real date). */
export function parseOccurrenceId(value: string | null | undefined): OccurrenceRef | null {
  const match = PATTERN.exec((value ?? "").trim());
  if (!match) return null;
  const [, id, y, m, d] = match as unknown as [string, string, string, string, string];
  const slotId = Number(id);
  if (slotId > 2_147_483_647) return null;
  const date = `${y}-${m}-${d}`;
  return isCalendarDate(date) ? { slotId, date } : null;
}

/** Is "YYYY-MM-DD" a date that exists (no 2025-02-30)? */
export function isCalendarDate(date: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(date)) return false;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
