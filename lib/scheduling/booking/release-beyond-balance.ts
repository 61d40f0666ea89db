import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { CANCELLED_BY, SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../../db-rows";
import { notifyCancelled } from "../../notify/booking-notices";
import { cancelSeatInTransaction } from "./cancel";
import { lockStudent, paidSeatsCovered } from "./paid-classes";

/** Whose paid classes a balance covers: a subject, with one teacher or (null) any teacher. */
export interface BalanceScope {
  studentId: number;
  subjectId: number;
  teacherId: number | null;
}

/**
 * After classes were taken off a student's packs (a refund), the paid seats booked ahead that the
 * packs no longer cover are cancelled, inside the caller's transaction. The rule of coverage is the
 * booking's own (paidSeatsCovered: every paid seat not cancelled spends a class), so unbooked
 * classes go first: nothing is cancelled while the packs still cover every seat. Then the seats
 * furthest ahead go, those with the scope's teacher first, so the nearest classes stay. Classes
 * that have begun are never touched. The family and the teacher are told (cancelled by the site).
 * Takes the student's booking lock, so a booking racing the refund is counted or waits.
 */
export async function releaseSeatsBeyondBalance(
  tx: Db,
  scope: BalanceScope,
  now: Date,
  reason: string,
): Promise<{ sessionId: number; enrolmentId: number; teacherId: number }[]> {
  await lockStudent(tx, scope.studentId);
  if (await paidSeatsCovered(tx, scope.studentId, scope.subjectId)) return [];
  const ahead = rowsOf<{ session_id: number }>(
    await tx.execute(sql`
      select e.session_id from session_enrolments e join class_sessions c on c.id = e.session_id
      where e.student_id = ${scope.studentId} and not e.is_demo and e.attended_at is null
        and e.status <> ${SESSION_STATUS.cancelled} and c.status <> ${SESSION_STATUS.cancelled}
        and c.subject_id = ${scope.subjectId} and c.starts_at > ${now.toISOString()}::timestamptz
      order by (c.teacher_id is not distinct from ${scope.teacherId}::int) desc, c.starts_at desc, c.id desc`),
  );
  const released = [];
  for (const { session_id } of ahead) {
    released.push(
      await cancelSeatInTransaction(
        tx,
        scope.studentId,
        session_id,
        now,
        reason,
        CANCELLED_BY.admin,
      ),
    );
    if (await paidSeatsCovered(tx, scope.studentId, scope.subjectId)) break;
  }
  await notifyCancelled(
    tx,
    released.map((r) => r.enrolmentId),
    CANCELLED_BY.admin,
  );
  return released;
}
