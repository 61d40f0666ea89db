import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, sessionEnrolments } from "@/db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { bookInTransaction, type Booked } from "../booking/book";
import { cancelSeatInTransaction } from "../booking/cancel";
import { notifyRescheduled } from "../../notify/booking-notices";
import { invalidatePublicPages, teacherTag } from "@/lib/catalog/cache-tags";
import { BOOKING_MESSAGES } from "../booking/messages";
import { lockStudent } from "../booking/paid-classes";
import { loadSlot } from "../booking/slot";
import { bookingTransaction } from "../booking/transaction";
import { PACK_SCHEDULE_MESSAGES as M } from "../pack-schedule/messages";
import { mayReschedule, RESCHEDULE_FREE_HOURS } from "./policy";
import type { RescheduleRequest } from "./schemas";
import { activeSeatOf } from "../booking/active-seat";

/** Why reschedule cancelled the old seat (kept on the enrolment). */
export const RESCHEDULED_REASON = "Rescheduled by the family";

/**
 * Moves the student's booked paid class to another date of the same teacher's weekly class
 * times, within the policy (free up to RESCHEDULE_FREE_HOURS before it starts), in one
 * transaction: the old seat is freed (cancelSeatInTransaction) and the new one taken through the
 * booking core (bookInTransaction), so the pack's classes left stay the same; the family and the
 * teacher get a reschedule notice (not a cancellation and a new booking). Any refusal leaves the
 * old class booked.
 */
export async function rescheduleClass(
  db: Db,
  studentId: number,
  input: RescheduleRequest,
  now: Date,
): Promise<Booked> {
  const moved = await bookingTransaction(db, async (tx) => {
    await lockStudent(tx, studentId);
    const [old] = await tx
      .select({
        teacherId: classSessions.teacherId,
        subjectId: classSessions.subjectId,
        courseId: classSessions.courseId,
        startsAt: classSessions.startsAt,
        isDemo: sessionEnrolments.isDemo,
      })
      .from(sessionEnrolments)
      .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
      .where(activeSeatOf(studentId, eq(sessionEnrolments.sessionId, input.sessionId)));
    if (!old) throw notFound(BOOKING_MESSAGES.classNotFound);
    if (old.isDemo) throw badRequest(M.rescheduleDemo);
    if (!mayReschedule(old.startsAt, now))
      throw conflict(M.rescheduleTooLate(RESCHEDULE_FREE_HOURS));
    const slot = await loadSlot(tx, input.to.slotId);
    if (slot.teacherId !== old.teacherId) throw badRequest(M.rescheduleSameTeacher);
    await cancelSeatInTransaction(tx, studentId, input.sessionId, now, RESCHEDULED_REASON);
    const [moved] = await bookInTransaction(tx, studentId, [input.to], {
      kind: "paid",
      subjectId: old.subjectId ?? undefined,
      courseId: old.courseId,
      now,
    });
    // The family and the teacher are told the class moved (queued here, sent if this commits).
    await notifyRescheduled(tx, {
      enrolmentId: moved!.enrolmentId,
      previousStartsAt: old.startsAt,
    });
    return moved!;
  });
  // A seat came free at the old time and was taken at the new one.
  invalidatePublicPages([teacherTag(moved.session.teacherId)]);
  return moved;
}
