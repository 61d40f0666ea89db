/**
 * Is this an IANA time-zone name the runtime knows (Asia/Kolkata, America/New_York, UTC)? Offsets
 * ("+05:30"), free text and names longer than 64 characters are refused. The one zone validator
 * (decision 014): forms, legacy calls and the tz cookie all use it.
 *
 * Its own module, without zod: the root layout's TimeZoneSync reads the tz cookie with it in the
 * browser, and importing it from time-zone.ts put zod (~36 kB gzip) in every page's first load
 * (issue 15, bench/results/2026-11-24-perf2-profiles.md).
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
