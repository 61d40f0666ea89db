import { pointEntries } from "@/db/schema";
import type { Db } from "@/db/client";
import { type PointReason, pointsFor } from "./rules";

export interface AwardInput {
  studentId: number;
  reason: PointReason;
  /** The event the points are for ("enrolment:12", "session:34", …): one award per (student, reason, ref). */
  ref: string;
  now: Date;
  /** The activity's marks (reason "activity") or the correction (reason "adjustment"). */
  amount?: number;
}

/**
 * Awards the points an event is worth (rules.ts) as one ledger row. Idempotent: answers the points
 * awarded, or 0 when this (student, reason, ref) was already awarded — the unique index decides, so
 * two concurrent calls award once. Call it inside the transaction that records the event.
 */
export async function awardPoints(tx: Db, input: AwardInput): Promise<number> {
  const points = pointsFor(input.reason, input.amount);
  const [row] = await tx
    .insert(pointEntries)
    .values({
      studentId: input.studentId,
      points,
      reason: input.reason,
      ref: input.ref,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ points: pointEntries.points });
  return row?.points ?? 0;
}
