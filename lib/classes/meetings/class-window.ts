import { SESSION_STATUS } from "@/db/schema";
import { CLASS_RULES } from "../constants";

/** Where a class stands for starting and joining at `now`. */
export type ClassWindow = "cancelled" | "over" | "early" | "open";

/**
 * A class can be started and joined from CLASS_RULES.startEarlyMinutes before its start until its
 * end (exclusive: at ends_at the meeting time is over). A cancelled class never opens.
 */
export function classWindow(
  session: { status: number; startsAt: Date; endsAt: Date },
  now: Date,
): ClassWindow {
  if (session.status === SESSION_STATUS.cancelled) return "cancelled";
  if (now.getTime() >= session.endsAt.getTime()) return "over";
  const opensAt = session.startsAt.getTime() - CLASS_RULES.startEarlyMinutes * 60_000;
  if (now.getTime() < opensAt) return "early";
  return "open";
}
