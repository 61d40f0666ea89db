import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { studentMarks, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { badRequest } from "../../errors";
import { toWallTime } from "../../scheduling/zoned-time";
import { awardPoints } from "../../engagement/points/award";
import { AFTER_MESSAGES, isMarkType, MARK_TYPES } from "./messages";

/**
 * A student earns the marks of an activity (MARK_TYPES), at most once per type per day in the
 * student's own zone (the unique index decides, so two quick calls award once).
 */
export async function awardMarks(db: Db, user: SessionUser, type: string, now: Date) {
  if (!isMarkType(type))
    throw badRequest(AFTER_MESSAGES.unknownMarkType, { type: [AFTER_MESSAGES.unknownMarkType] });
  const [student] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, user.id));
  const awardedOn = toWallTime(now, student?.timeZone ?? "Asia/Kolkata").date;
  const marks = MARK_TYPES[type];
  // The marks and their points are recorded together (decision 026).
  const { inserted, total } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studentMarks)
      .values({ studentId: user.id, type, marks, awardedOn })
      .onConflictDoNothing()
      .returning({ marks: studentMarks.marks });
    if (row) {
      await awardPoints(tx, {
        studentId: user.id,
        reason: "activity",
        ref: `marks:${type}:${awardedOn}`,
        amount: row.marks,
        now,
      });
    }
    const [sum] = await tx
      .select({ sum: sql<number>`coalesce(sum(${studentMarks.marks}), 0)`.mapWith(Number) })
      .from(studentMarks)
      .where(eq(studentMarks.studentId, user.id));
    return { inserted: row, total: sum };
  });
  return { type, awarded: inserted?.marks ?? 0, totalMarks: total?.sum ?? 0 };
}
