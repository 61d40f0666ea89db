/** A booked class can be moved free of charge up to this many hours before it starts. */
export const RESCHEDULE_FREE_HOURS = 24;

/** Whether a class starting at `startsAt` may still be moved at `now` (the policy above). */
export function mayReschedule(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= RESCHEDULE_FREE_HOURS * 3_600_000;
}
