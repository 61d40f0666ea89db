import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { studentMarks, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { badRequest } from "../../errors";
import { toWallTime } from "../../scheduling/zoned-time";
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
  const [inserted] = await db
    .insert(studentMarks)
    .values({ studentId: user.id, type, marks, awardedOn })
    .onConflictDoNothing()
    .returning({ marks: studentMarks.marks });
  const [total] = await db
    .select({ sum: sql<number>`coalesce(sum(${studentMarks.marks}), 0)`.mapWith(Number) })
    .from(studentMarks)
    .where(eq(studentMarks.studentId, user.id));
  return { type, awarded: inserted?.marks ?? 0, totalMarks: total?.sum ?? 0 };
}
