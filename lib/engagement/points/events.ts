import type { Db } from "@/db/client";
import { awardPoints } from "./award";
import { awardStreak } from "./streak";

/**
 * Points for a seat the child attended (mark-attendance), and the streak bonus it may complete.
 * Call inside the transaction that records the attendance. Answers the points awarded.
 */
export async function awardAttendance(
  tx: Db,
  studentId: number,
  enrolmentId: number,
  now: Date,
): Promise<number> {
  const attended = await awardPoints(tx, {
    studentId,
    reason: "attendance",
    ref: `enrolment:${enrolmentId}`,
    now,
  });
  return attended + (attended > 0 ? await awardStreak(tx, studentId, now) : 0);
}
