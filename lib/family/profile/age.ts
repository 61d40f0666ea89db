/**
 * Whole years between a date of birth and a day, both "YYYY-MM-DD": a birthday counts from the day
 * itself, and a 29 February birthday from 1 March in other years. Null for an impossible date.
 */
export function ageOn(dob: string, today: string): number | null {
  const birth = readDate(dob);
  const day = readDate(today);
  if (!birth || !day) return null;
  const hadBirthday =
    day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (hadBirthday ? 0 : 1);
}

/** A real calendar date "YYYY-MM-DD" (no 31 April), or null. */
export function readDate(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/** Children are 4 to 14 (spec 2 and 3). */
export const CHILD_AGE_RANGE = { min: 4, max: 14 } as const;
