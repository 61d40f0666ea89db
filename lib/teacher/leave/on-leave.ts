import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { LEAVE_STATUS, teacherLeaveDays } from "@/db/schema/teacher";

/**
 * For the booking core, inside its transaction: is the teacher on leave on this teacher-local
 * date? It first takes a share lock on the teacher's profile row, which a leave application holds
 * for update (applyLeave): a booking and a leave of one teacher run one after the other, so a
 * class booked meanwhile is either seen and re-booked by the leave, or refused here.
 */
export async function teacherOnLeave(tx: Db, teacherId: number, date: string): Promise<boolean> {
  await tx.execute(sql`select 1 from teacher_profiles where user_id = ${teacherId} for share`);
  const [day] = await tx
    .select({ id: teacherLeaveDays.id })
    .from(teacherLeaveDays)
    .where(
      and(
        eq(teacherLeaveDays.teacherId, teacherId),
        eq(teacherLeaveDays.leaveDate, date),
        eq(teacherLeaveDays.status, LEAVE_STATUS.active),
      ),
    )
    .limit(1);
  return day !== undefined;
}
