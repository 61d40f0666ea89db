import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { pointEntries } from "@/db/schema";
import { POINT_REASON_LABELS, type PointReason } from "./rules";

export interface PointEntryView {
  id: number;
  points: number;
  reason: PointReason;
  label: string;
  ref: string;
  created_at: string;
}

/** A child's total points: the sum of their ledger entries (never stored apart). */
export async function totalPoints(db: Db, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointEntries.points}), 0)`.mapWith(Number) })
    .from(pointEntries)
    .where(eq(pointEntries.studentId, studentId));
  return row?.total ?? 0;
}

/** "Why these points": every entry of a child, newest first, with its total. */
export async function pointsLedger(db: Db, studentId: number) {
  const rows = await db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.studentId, studentId))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id));
  const entries: PointEntryView[] = rows.map((r) => ({
    id: r.id,
    points: r.points,
    reason: r.reason as PointReason,
    label: POINT_REASON_LABELS[r.reason as PointReason] ?? r.reason,
    ref: r.ref,
    created_at: r.createdAt.toISOString(),
  }));
  return { total_points: entries.reduce((sum, e) => sum + e.points, 0), entries };
}
