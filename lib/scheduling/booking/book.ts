import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { clickEvents, teacherSubjects } from "@/db/schema";
import { listedTeacher } from "@/lib/catalog/approved";
import { rowsOf } from "@/lib/db-rows";
import { notifyBooked } from "../../notify/booking-notices";
import { enrol } from "./enrol";
import { ensureSession, type ClassSession } from "./ensure-session";
import type { OccurrenceRef } from "./occurrence-id";
import { lockStudent, paidSeatsCovered } from "./paid-classes";
import { refuse } from "./refusal";
import { checkSubject, loadSlot, type BookableSlot } from "./slot";
import { bookingTransaction } from "./transaction";
import { invalidatePublicPages, teacherTag } from "@/lib/catalog/cache-tags";
import { teacherOnLeave } from "@/lib/teacher/leave/on-leave";

/** spec 1 §9: bookings that came from ad sources 1 and 5 are click-tracked. */
export const TRACKED_SOURCES: readonly number[] = [1, 5];

export interface BookingOptions {
  /** "demo": a free demo on a demo slot; "paid": classes on regular slots. */
  kind: "demo" | "paid";
  /** The subject booked; when absent, the slot's subject, else the teacher's primary subject. */
  subjectId?: number;
  courseId?: number | null;
  studentLevel?: string;
  sourceId?: number | null;
  clickId?: string | null;
  now: Date;
}

export interface Booked {
  session: ClassSession;
  enrolmentId: number;
  subjectId: number;
}

async function primarySubject(tx: Db, teacherId: number): Promise<number> {
  const [row] = await tx
    .select({ id: teacherSubjects.subjectId })
    .from(teacherSubjects)
    .where(and(eq(teacherSubjects.teacherId, teacherId), eq(teacherSubjects.kind, "primary")));
  if (!row) throw refuse("wrong_subject");
  return row.id;
}

async function bookOne(tx: Db, studentId: number, ref: OccurrenceRef, o: BookingOptions) {
  const slot: BookableSlot = await loadSlot(tx, ref.slotId);
  if (o.kind === "demo" && !slot.isDemoSlot) throw refuse("not_demo_slot");
  if (o.kind === "paid" && slot.isDemoSlot) throw refuse("demo_only_slot");
  // Only a listed teacher is bookable: approved, profile complete, price set (decisions 030, 038).
  const [listed] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select ${listedTeacher(sql`${slot.teacherId}::int`)} as ok`),
  );
  if (!listed?.ok) throw refuse("teacher_not_approved");
  // A teacher on leave that day is not bookable (decision 031).
  if (await teacherOnLeave(tx, slot.teacherId, ref.date)) throw refuse("slot_unavailable");
  const subjectId = o.subjectId ?? slot.subjectId ?? (await primarySubject(tx, slot.teacherId));
  await checkSubject(tx, slot, subjectId);
  const session = await ensureSession(tx, slot, ref.date, {
    subjectId,
    courseId: o.courseId,
    now: o.now,
  });
  const enrolment = await enrol(tx, session, studentId, {
    isDemo: o.kind === "demo",
    studentLevel: o.studentLevel,
    sourceId: o.sourceId,
    clickId: o.clickId,
  });
  if (o.kind === "paid" && !(await paidSeatsCovered(tx, studentId, session.subjectId ?? subjectId)))
    throw refuse("no_classes_left");
  return { session, enrolmentId: enrolment.id, subjectId };
}

/**
 * The booking core, inside the caller's transaction: every booking (free demo, paid classes, a
 * pack's weekly classes, the new class of a reschedule) goes through here. Each occurrence
 * becomes (or joins) its class session and takes a seat. A paid seat needs an unused class of
 * the student's packs (contracts) of its subject: paid bookings lock the student's row first, so
 * parallel ones count one after another and cannot spend a class twice. A click from a tracked
 * source is recorded with the first enrolment.
 */
export async function bookInTransaction(
  tx: Db,
  studentId: number,
  refs: readonly OccurrenceRef[],
  options: BookingOptions,
): Promise<Booked[]> {
  if (options.kind === "paid") await lockStudent(tx, studentId);
  const booked: Booked[] = [];
  for (const ref of refs) booked.push(await bookOne(tx, studentId, ref, options));
  const first = booked[0];
  if (first && options.sourceId != null && TRACKED_SOURCES.includes(options.sourceId)) {
    await tx.insert(clickEvents).values({
      sourceId: options.sourceId,
      clickId: options.clickId ?? null,
      studentId,
      enrolmentId: first.enrolmentId,
    });
  }
  return booked;
}

/**
 * Books the student into the given slot occurrences, all or nothing, in one transaction, and
 * notifies the family and the teacher.
 */
export async function bookOccurrences(
  db: Db,
  studentId: number,
  refs: readonly OccurrenceRef[],
  options: BookingOptions,
): Promise<Booked[]> {
  const done = await bookingTransaction(db, async (tx) => {
    const booked = await bookInTransaction(tx, studentId, refs, options);
    // The family and the teacher are told (lib/notify: queued here, sent only if this commits).
    await notifyBooked(
      tx,
      booked.map((b) => b.enrolmentId),
    );
    return booked;
  });
  // The seats left on the teachers' public timetables changed.
  invalidatePublicPages([...new Set(done.map((b) => teacherTag(b.session.teacherId)))]);
  return done;
}
