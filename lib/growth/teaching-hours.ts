/**
 * The hours demo classes are taught, on the visitor's own wall clock (issue 25): a demo lead may ask
 * for a start from `first` to `last` inclusive ("HH:MM", 24-hour). One constant for the server rule,
 * the form's time list and the messages.
 */
export const TEACHING_HOURS = { first: "08:00", last: "21:00" } as const;

/** Is "HH:MM" a time of day within teaching hours? */
export function withinTeachingHours(time: string): boolean {
  return /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time)
    ? time >= TEACHING_HOURS.first && time <= TEACHING_HOURS.last
    : false;
}

/** The half-hour starts the lead form offers: 08:00, 08:30 … 21:00. */
export function teachingTimes(): string[] {
  const [h0] = TEACHING_HOURS.first.split(":").map(Number) as [number];
  const [h1] = TEACHING_HOURS.last.split(":").map(Number) as [number];
  const out: string[] = [];
  for (let h = h0; h <= h1; h++) {
    for (const m of ["00", "30"]) {
      const t = `${String(h).padStart(2, "0")}:${m}`;
      if (withinTeachingHours(t)) out.push(t);
    }
  }
  return out;
}
