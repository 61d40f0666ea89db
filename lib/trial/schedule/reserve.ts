import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessionEnrolments, SESSION_STATUS, trialFlows } from "@/db/schema";
import { invalidatePublicPages, teacherTag } from "@/lib/catalog/cache-tags";
import { cancelSeatInTransaction } from "@/lib/scheduling/booking/cancel";
import { enrol } from "@/lib/scheduling/booking/enrol";
import { ensureSession } from "@/lib/scheduling/booking/ensure-session";
import { isBookingRefusal } from "@/lib/scheduling/booking/refusal";
import { checkSubject, loadSlot } from "@/lib/scheduling/booking/slot";
import { bookingTransaction } from "@/lib/scheduling/booking/transaction";
import type { PlannedClass } from "@/lib/scheduling/pack-schedule/weekly-plan";

/** How long saved weekly times are held for the family to pay (then released). */
export const RESERVATION_MINUTES = 60;
export const RELEASE_REASON = "Trial schedule not paid in time";

export const reservedUntil = (now: Date) => new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

/**
 * Gives up the flow's reserved seats that have not begun, inside the caller's transaction
 * (the student's own cancellation: enrolled_count goes down with it).
 */
export async function releaseSeatsInTransaction(
  tx: Db,
  studentId: number,
  enrolmentIds: readonly number[],
  now: Date,
  reason: string,
): Promise<number[]> {
  if (enrolmentIds.length === 0) return [];
  const seats = await tx
    .select({ sessionId: sessionEnrolments.sessionId })
    .from(sessionEnrolments)
    .where(
      and(
        inArray(sessionEnrolments.id, [...enrolmentIds]),
        eq(sessionEnrolments.studentId, studentId),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    );
  const teachers: number[] = [];
  for (const s of seats) {
    try {
      teachers.push(
        (await cancelSeatInTransaction(tx, studentId, s.sessionId, now, reason)).teacherId,
      );
    } catch (error) {
      // A class that has begun stays (class_started): the family attends it or it is missed.
      if (!isBookingRefusal(error)) throw error;
    }
  }
  return teachers;
}

/**
 * Reserves the planned weekly classes for the student, all or nothing, in one transaction: the
 * flow's previous reservation is given up first, then every class takes a seat through the booking
 * core's own steps (loadSlot, checkSubject, ensureSession, enrol), so the database's capacity
 * check, the teacher's and the student's overlap constraints decide races. Seats are unpaid
 * (not a demo, no pack yet): the pack bought in the flow covers them, or they are released at
 * `reserved_until`. The flow row is updated in the same transaction.
 */
export async function reserveSchedule(
  db: Db,
  args: {
    flowId: string;
    studentId: number;
    subjectId: number;
    courseId: number;
    previous: readonly number[];
    planned: readonly PlannedClass[];
    flowValues: Partial<typeof trialFlows.$inferInsert>;
  },
  now: Date,
): Promise<number[]> {
  const { teachers, ids } = await bookingTransaction(db, async (tx) => {
    const released = await releaseSeatsInTransaction(
      tx,
      args.studentId,
      args.previous,
      now,
      "Trial schedule changed",
    );
    const enrolmentIds: number[] = [];
    const booked: number[] = [];
    for (const p of args.planned) {
      const slot = await loadSlot(tx, p.slotId);
      await checkSubject(tx, slot, args.subjectId);
      const session = await ensureSession(tx, slot, p.date, {
        subjectId: args.subjectId,
        courseId: args.courseId,
        now,
      });
      const seat = await enrol(tx, session, args.studentId, { isDemo: false });
      enrolmentIds.push(seat.id);
      booked.push(session.teacherId);
    }
    await tx
      .update(trialFlows)
      .set({
        ...args.flowValues,
        reservedEnrolmentIds: enrolmentIds,
        reservedAt: now,
        reservedUntil: reservedUntil(now),
      })
      .where(eq(trialFlows.id, args.flowId));
    return { teachers: [...released, ...booked], ids: enrolmentIds };
  });
  invalidatePublicPages([...new Set(teachers)].map(teacherTag));
  return ids;
}

/** Releases the flow's reservation and clears it on the flow, in one transaction. */
export async function releaseFlowSeats(
  db: Db,
  flow: { id: string; userId: number | null; reservedEnrolmentIds: number[] },
  now: Date,
  reason: string,
  flowValues: Partial<typeof trialFlows.$inferInsert> = {},
) {
  const teachers = await bookingTransaction(db, async (tx) => {
    const t = flow.userId
      ? await releaseSeatsInTransaction(tx, flow.userId, flow.reservedEnrolmentIds, now, reason)
      : [];
    await tx
      .update(trialFlows)
      .set({ ...flowValues, reservedEnrolmentIds: [], reservedAt: null, reservedUntil: null })
      .where(eq(trialFlows.id, flow.id));
    return t;
  });
  invalidatePublicPages([...new Set(teachers)].map(teacherTag));
}
