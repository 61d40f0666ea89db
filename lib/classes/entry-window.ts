import { CLASS_RULES } from "./constants";

/**
 * Where `now` stands against a class's entry window: a class can be started and joined from
 * CLASS_RULES.startEarlyMinutes before its start until its end (exclusive: at ends_at the meeting
 * time is over). Browser-safe: the class lists use it too.
 */
export function entryWindow(startsAt: Date, endsAt: Date, now: Date): "early" | "open" | "over" {
  if (now.getTime() >= endsAt.getTime()) return "over";
  const opensAt = startsAt.getTime() - CLASS_RULES.startEarlyMinutes * 60_000;
  return now.getTime() < opensAt ? "early" : "open";
}
