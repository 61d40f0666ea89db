import { FAMILY_MESSAGES as M } from "./messages";

/** Children of the service are 4 to 14 years old (spec 2 §9, spec 3 §5). */
export const CHILD_AGE = { min: 4, max: 14 } as const;

/** A calendar date without a zone: the "YYYY-MM-DD" of a date of birth (users.dob). */
export type IsoDate = string;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function ymdOf(iso: IsoDate): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d
    ? { y, m, d }
    : null;
}

/**
 * Reads a date of birth as clients send it: "YYYY-MM-DD" (an `<input type="date">`), or the
 * legacy "DD-MM-YYYY" / "DD/MM/YYYY". Answers "YYYY-MM-DD", or null for anything that is not a
 * real calendar date (31 April, 29 February of a common year) or is before 1900.
 */
export function parseDob(raw: string): IsoDate | null {
  const text = raw.trim();
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  const ymd = ymdOf(iso);
  return ymd && ymd.y >= 1900 ? iso : null;
}

/** The UTC calendar date of an instant ("today" for the age rule is the UTC date of `now`). */
export function utcDateOf(now: Date): IsoDate {
  return now.toISOString().slice(0, 10);
}

/**
 * Whole years between a date of birth and a date, by calendar arithmetic (no time zone, no
 * milliseconds): the age goes up ON the birthday. Someone born on 29 February has their birthday
 * on 1 March in a common year (on 28 February they are still the younger age), as the plain
 * (month, day) comparison gives. Null when either date is not a real date, or `on` is before `dob`.
 */
export function ageOn(dob: IsoDate, on: IsoDate): number | null {
  const b = ymdOf(dob);
  const t = ymdOf(on);
  if (!b || !t) return null;
  const hadBirthday = t.m > b.m || (t.m === b.m && t.d >= b.d);
  const age = t.y - b.y - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/**
 * The 4–14 rule on a date of birth: null when the child may be booked, else the spec's message
 * (also for an invalid date, or one after `today`). A child is 14 until the 15th birthday.
 */
export function childAgeError(dob: IsoDate, today: IsoDate): string | null {
  if (!ymdOf(dob)) return M.dobInvalid;
  if (dob > today) return M.dobInFuture;
  return ageError(ageOn(dob, today) ?? 0);
}

/** The 4–14 rule on an age in years: null, or the spec's message. */
export function ageError(age: number): string | null {
  if (age < CHILD_AGE.min) return M.ageTooYoung;
  if (age > CHILD_AGE.max) return M.ageTooOld;
  return null;
}
