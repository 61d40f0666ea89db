import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/lib/db-rows";
import { awardPoints } from "./award";
import { STREAK_WEEKS } from "./rules";

const DAY_MS = 86_400_000;

/**
 * The run of consecutive weeks ending with the latest week in `weeks` (Monday dates
 * "YYYY-MM-DD", any order, duplicates allowed): its first week and its length.
 */
export function currentRun(weeks: readonly string[]): { start: string; length: number } | null {
  const sorted = [...new Set(weeks)].sort().reverse();
  if (sorted.length === 0) return null;
  let length = 1;
  for (let i = 1; i < sorted.length; i++) {
    const gap = Date.parse(`${sorted[i - 1]}T00:00:00Z`) - Date.parse(`${sorted[i]}T00:00:00Z`);
    if (gap !== 7 * DAY_MS) break;
    length++;
  }
  return { start: sorted[length - 1]!, length };
}

/** A streak bonus is due when the run reaches STREAK_WEEKS, 2 × STREAK_WEEKS, … weeks. */
export function streakRefFor(run: { start: string; length: number } | null): string | null {
  if (!run || run.length < STREAK_WEEKS || run.length % STREAK_WEEKS !== 0) return null;
  return `streak:${run.start}:${run.length}`;
}

/**
 * After an attendance: awards the streak bonus when the child's classes now span a run of
 * STREAK_WEEKS (or a multiple) consecutive weeks, weeks counted Monday first in the child's zone.
 * Idempotent (the ref names the run and its length). Answers the points awarded.
 */
export async function awardStreak(tx: Db, studentId: number, now: Date): Promise<number> {
  const rows = rowsOf<{ week: string }>(
    await tx.execute(sql`
      select distinct to_char(date_trunc('week', e.attended_at at time zone u.time_zone), 'YYYY-MM-DD') as week
      from session_enrolments e join users u on u.id = e.student_id
      where e.student_id = ${studentId} and e.attended_at is not null and e.attended_at <= ${now.toISOString()}::timestamptz`),
  );
  const ref = streakRefFor(currentRun(rows.map((r) => r.week)));
  return ref ? awardPoints(tx, { studentId, reason: "streak", ref, now }) : 0;
}
