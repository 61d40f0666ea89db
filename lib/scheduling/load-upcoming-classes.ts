import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { listUpcoming, type UpcomingClass } from "./booking/upcoming";

/** How many classes the "Upcoming classes" list shows. */
export const UPCOMING_LIMIT = 5;

export type { UpcomingClass };

/**
 * The "Upcoming classes" of /thank-you: the user's next classes (a student's seats with their
 * teacher, a teacher's classes with their students), soonest first, as of `now`.
 * The page passes the clock so the list follows the request's (movable) clock.
 */
export function loadUpcomingClasses(
  db: Db,
  { user, now }: { user: SessionUser; now: Date },
): Promise<UpcomingClass[]> {
  return listUpcoming(db, user, now, UPCOMING_LIMIT);
}
