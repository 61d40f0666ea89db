import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { activeDemoOf, type BookedClass } from "./booking/booked-summary";

export type { BookedClass };

/**
 * The free demo shown on /demo-booked-successfully: the logged-in student's own active demo, or
 * null (nobody logged in, a teacher or admin, or no demo booked). The page never shows someone
 * else's demo, whatever the URL says.
 */
export async function loadBookedDemo(
  db: Db,
  { user }: { user: SessionUser | null },
): Promise<BookedClass | null> {
  return user?.role === "student" ? activeDemoOf(db, user.id) : null;
}
