import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { loadProfileTimetable } from "./load-profile-timetable";
import { DEMO_WINDOW_DAYS } from "../availability/schemas";
import type { TeacherTimetable, TimetableEntry } from "./schemas";

const DAY_MS = 86_400_000;

/** How many next free times the profile lists. */
export const NEXT_FREE_SHOWN = 4;

/** Can a family book this entry as a free demo? */
export const bookableDemo = (e: TimetableEntry) =>
  e.is_demo_slot && e.classActive && !e.booked && !e.assigned_student && !e.duplicate;

/**
 * The open free-demo times of the given weeks that start within the next
 * `DEMO_WINDOW_DAYS` days from `now` (the search's "next free" sort uses the same horizon),
 * soonest first, at most `limit`.
 */
export function nextFreeTimes(
  weeks: TeacherTimetable[],
  now: Date,
  limit = NEXT_FREE_SHOWN,
): TimetableEntry[] {
  const until = now.getTime() + DEMO_WINDOW_DAYS * DAY_MS;
  return weeks
    .flatMap((w) => w.entries.filter((e) => bookableDemo(e) && Date.parse(e.starts_at) < until))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
    .slice(0, limit);
}

/**
 * A teacher's next free demo times for a viewer: the weeks (in the viewer's zone) that the next
 * two weeks from `now` touch — this week, the next and the one after, since two weeks from a
 * Saturday evening end in the third — cut to the horizon. `known` are weeks the caller loads
 * anyway (by weekStatus), reused instead of read twice.
 */
export async function loadNextFreeTimes(
  db: Db,
  input: { teacherId: number; user: SessionUser | null; zone: string; now: Date },
  known: ReadonlyMap<number, Promise<TeacherTimetable>> = new Map(),
): Promise<TimetableEntry[]> {
  const weeks = await Promise.all(
    [0, 1, 2].map(
      (weekStatus) => known.get(weekStatus) ?? loadProfileTimetable(db, { ...input, weekStatus }),
    ),
  );
  return nextFreeTimes(weeks, input.now);
}
