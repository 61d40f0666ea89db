import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { CANCELLED_BY, classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { forbidden, notFound } from "../../errors";
import { invalidatePublicPages, teacherTag } from "@/lib/catalog/cache-tags";
import { notifyCancelled } from "../../notify/booking-notices";
import { BOOKING_MESSAGES } from "./messages";
import { parseOccurrenceId } from "./occurrence-id";
import { refuse } from "./refusal";
import { loadSlot, occurrenceOn } from "./slot";
import { bookingTransaction } from "./transaction";
import { activeSeatOf } from "./active-seat";

const CANCELLED = SESSION_STATUS.cancelled;

/**
 * A student's seat in a class that has not begun is given up, inside the caller's transaction (the
 * student cancels, the old class of a reschedule, or a refund takes the class back: `by`): the
 * enrolment becomes status 5 and the session's enrolled_count goes down; of two concurrent
 * cancellations only one changes anything.
 */
export async function cancelSeatInTransaction(
  tx: Db,
  studentId: number,
  sessionId: number,
  now: Date,
  reason: string | null = null,
  by: (typeof CANCELLED_BY)[keyof typeof CANCELLED_BY] = CANCELLED_BY.student,
) {
  const [row] = await tx
    .select({
      id: sessionEnrolments.id,
      startsAt: classSessions.startsAt,
      teacherId: classSessions.teacherId,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .where(activeSeatOf(studentId, eq(sessionEnrolments.sessionId, sessionId)));
  if (!row) throw notFound(BOOKING_MESSAGES.classNotFound);
  if (row.startsAt.getTime() <= now.getTime()) throw refuse("class_started");
  const [cancelled] = await tx
    .update(sessionEnrolments)
    .set({
      status: CANCELLED,
      cancelledAt: now,
      cancelledBy: by,
      cancelReason: reason,
    })
    .where(and(eq(sessionEnrolments.id, row.id), ne(sessionEnrolments.status, CANCELLED)))
    .returning({ id: sessionEnrolments.id });
  if (!cancelled) throw notFound(BOOKING_MESSAGES.classNotFound);
  await tx
    .update(classSessions)
    .set({ enrolledCount: sql`greatest(${classSessions.enrolledCount} - 1, 0)` })
    .where(eq(classSessions.id, sessionId));
  return { sessionId, enrolmentId: cancelled.id, teacherId: row.teacherId };
}

/** delete-session-by-student: the student cancels their seat, in its own transaction. */
export async function cancelByStudent(
  db: Db,
  studentId: number,
  sessionId: number,
  now: Date,
  reason: string | null = null,
) {
  const done = await bookingTransaction(db, async (tx) => {
    const seat = await cancelSeatInTransaction(tx, studentId, sessionId, now, reason);
    await notifyCancelled(tx, [seat.enrolmentId], CANCELLED_BY.student);
    return seat;
  });
  // A seat came free on the teacher's public timetable.
  invalidatePublicPages([teacherTag(done.teacherId)]);
  return done;
}

/**
 * The session a teacher names by its id, or by a "{slot id}_{date}" occurrence id (a date of their
 * weekly slot nobody has booked yet: it is materialised so that it can be cancelled).
 */
async function teacherSession(tx: Db, user: SessionUser, slotRef: string, now: Date) {
  const occurrence = parseOccurrenceId(slotRef);
  if (occurrence) {
    const slot = await loadSlot(tx, occurrence.slotId).catch(() => null);
    if (!slot) throw notFound("Class not found.");
    if (user.role !== "admin" && slot.teacherId !== user.id)
      throw forbidden(BOOKING_MESSAGES.notYourClass);
    const at = occurrenceOn({ ...slot, isActive: true, teacherActive: true }, occurrence.date, now);
    // Same arbiter as ensureSession: a concurrent booking and this cancellation meet on one row.
    await tx
      .insert(classSessions)
      .values({
        teacherId: slot.teacherId,
        slotId: slot.id,
        subjectId: slot.subjectId,
        startsAt: at.startsAt,
        endsAt: at.endsAt,
        isDemo: slot.isDemoSlot,
        capacity: slot.capacity,
      })
      .onConflictDoNothing({
        target: [classSessions.slotId, classSessions.startsAt],
        where: sql`slot_id is not null and status <> ${CANCELLED}`,
      });
    const [session] = await tx
      .select()
      .from(classSessions)
      .where(
        and(
          eq(classSessions.slotId, slot.id),
          eq(classSessions.startsAt, at.startsAt),
          ne(classSessions.status, CANCELLED),
        ),
      );
    if (!session) throw refuse("already_cancelled");
    return session;
  }
  const id = /^[1-9][0-9]{0,9}$/.test(slotRef) ? Number(slotRef) : NaN;
  const [session] = Number.isSafeInteger(id)
    ? await tx.select().from(classSessions).where(eq(classSessions.id, id))
    : [];
  if (!session) throw notFound("Class not found.");
  if (user.role !== "admin" && session.teacherId !== user.id)
    throw forbidden(BOOKING_MESSAGES.notYourClass);
  return session;
}

/**
 * cancel-slot-by-teacher: the teacher cancels one of their classes that has not begun. The session
 * and all its enrolments become status 5 in one transaction, which frees the students' time (and a
 * free demo, which they may book again) and the teacher's.
 */
export async function cancelByTeacher(db: Db, user: SessionUser, slotRef: string, now: Date) {
  const done = await bookingTransaction(db, async (tx) => {
    const session = await teacherSession(tx, user, slotRef, now);
    if (session.startsAt.getTime() <= now.getTime()) throw refuse("class_started");
    const cancelledBy = user.role === "admin" ? CANCELLED_BY.admin : CANCELLED_BY.teacher;
    const [cancelled] = await tx
      .update(classSessions)
      .set({ status: CANCELLED, cancelledAt: now, cancelledBy })
      .where(and(eq(classSessions.id, session.id), ne(classSessions.status, CANCELLED)))
      .returning({ id: classSessions.id });
    if (!cancelled) throw refuse("already_cancelled");
    const students = await tx
      .update(sessionEnrolments)
      .set({ status: CANCELLED, cancelledAt: now, cancelledBy })
      .where(
        and(eq(sessionEnrolments.sessionId, session.id), ne(sessionEnrolments.status, CANCELLED)),
      )
      .returning({ id: sessionEnrolments.id, studentId: sessionEnrolments.studentId });
    await notifyCancelled(
      tx,
      students.map((s) => s.id),
      cancelledBy,
    );
    return {
      sessionId: session.id,
      cancelledEnrolments: students.length,
      teacherId: session.teacherId,
    };
  });
  // The class left the teacher's public timetable.
  invalidatePublicPages([teacherTag(done.teacherId)]);
  return { sessionId: done.sessionId, cancelledEnrolments: done.cancelledEnrolments };
}
