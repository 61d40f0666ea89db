import { SESSION_STATUS } from "@/db/schema";
import { entryWindow } from "../entry-window";

/** Where a class stands for starting and joining at `now`. */
export type ClassWindow = "cancelled" | "over" | "early" | "open";

/** The entry window of a class (lib/classes/entry-window.ts); a cancelled class never opens. */
export function classWindow(
  session: { status: number; startsAt: Date; endsAt: Date },
  now: Date,
): ClassWindow {
  if (session.status === SESSION_STATUS.cancelled) return "cancelled";
  return entryWindow(session.startsAt, session.endsAt, now);
}
