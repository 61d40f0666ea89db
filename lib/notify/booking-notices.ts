import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, sessionEnrolments, subjects } from "@/db/schema";
import { formatWhenIn } from "../scheduling/date-format";
import { siteUrl } from "../site";
import { CANCELLED_BY_TEXT, NOTICES, type ClassLine } from "./messages";
import { loadRecipient, type Recipient } from "./recipients";
import { sendNotice } from "./send-notice";

/** A booked class with what its notices need. */
interface BookedClass {
  enrolmentId: number;
  studentId: number;
  teacherId: number;
  subject: string;
  startsAt: Date;
}

async function loadClasses(tx: Db, enrolmentIds: readonly number[]): Promise<BookedClass[]> {
  if (enrolmentIds.length === 0) return [];
  return tx
    .select({
      enrolmentId: sessionEnrolments.id,
      studentId: sessionEnrolments.studentId,
      teacherId: classSessions.teacherId,
      subject: sql<string>`coalesce(${subjects.name}, 'Class')`,
      startsAt: classSessions.startsAt,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(inArray(sessionEnrolments.id, [...enrolmentIds]))
    .orderBy(classSessions.startsAt);
}

/** The link to these classes' .ics (served to their student and teacher: app/(api)/calendar). */
export function calendarUrl(enrolmentIds: readonly number[]): string {
  return `${siteUrl()}/calendar/classes.ics?e=${enrolmentIds.join(",")}`;
}

/** Everyone a set of classes concerns, loaded once each. */
async function loadPeople(tx: Db, rows: readonly BookedClass[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.studentId, r.teacherId]))];
  const people = new Map<number, Recipient | null>();
  for (const id of ids) people.set(id, await loadRecipient(tx, id));
  return people;
}

const fullName = (p: Recipient | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : "";

/** Classes as `viewer` reads them: in the viewer's zone, with the other party's name. */
function lines(
  rows: readonly BookedClass[],
  viewer: Recipient,
  other: (r: BookedClass) => Recipient | null | undefined,
): ClassLine[] {
  return rows.map((r) => ({
    when: formatWhenIn(r.startsAt, viewer.timeZone),
    subject: r.subject,
    withName: fullName(other(r)),
  }));
}

/** Groups classes by one key (a student, a teacher). */
function groupBy(rows: readonly BookedClass[], key: (r: BookedClass) => number) {
  const groups = new Map<number, BookedClass[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

/**
 * Booking confirmations, inside the booking transaction `tx`: the family of each student gets its
 * classes in the student's zone with an "Add to calendar" link, and each teacher is told about the
 * new booking in the teacher's zone. Messages go out only if the booking commits.
 */
export async function notifyBooked(tx: Db, enrolmentIds: readonly number[]): Promise<void> {
  const rows = await loadClasses(tx, enrolmentIds);
  const people = await loadPeople(tx, rows);
  for (const [studentId, own] of groupBy(rows, (r) => r.studentId)) {
    const student = people.get(studentId);
    if (!student) continue;
    const link = calendarUrl(own.map((r) => r.enrolmentId));
    const view = lines(own, student, (r) => people.get(r.teacherId));
    await sendNotice(tx, student, NOTICES.bookedFamily(student.firstName, view, link));
  }
  for (const [teacherId, own] of groupBy(rows, (r) => r.teacherId)) {
    const teacher = people.get(teacherId);
    if (!teacher) continue;
    const link = calendarUrl(own.map((r) => r.enrolmentId));
    const view = lines(own, teacher, (r) => people.get(r.studentId));
    await sendNotice(tx, teacher, NOTICES.bookedTeacher(teacher.firstName, view, link));
  }
}

/**
 * Cancellation notices, inside the cancelling transaction: the family and the teacher of each
 * cancelled class, each in their own zone. `by` is who cancelled (CANCELLED_BY).
 */
export async function notifyCancelled(
  tx: Db,
  enrolmentIds: readonly number[],
  by: keyof typeof CANCELLED_BY_TEXT,
): Promise<void> {
  const rows = await loadClasses(tx, enrolmentIds);
  const people = await loadPeople(tx, rows);
  const groups: [Map<number, BookedClass[]>, (r: BookedClass) => number][] = [
    [groupBy(rows, (r) => r.studentId), (r) => r.teacherId],
    [groupBy(rows, (r) => r.teacherId), (r) => r.studentId],
  ];
  for (const [group, otherId] of groups) {
    for (const [id, own] of group) {
      const viewer = people.get(id);
      if (!viewer) continue;
      const view = lines(own, viewer, (r) => people.get(otherId(r)));
      await sendNotice(
        tx,
        viewer,
        NOTICES.cancelled(viewer.firstName, view, CANCELLED_BY_TEXT[by]),
      );
    }
  }
}

/**
 * A reschedule notice, for the reschedule flow to call inside its transaction once the enrolment
 * points at its new class: the family and the teacher each read the old and the new time in their
 * own zone, with an "Add to calendar" link for the new one.
 */
export async function notifyRescheduled(
  tx: Db,
  input: { enrolmentId: number; previousStartsAt: Date },
): Promise<void> {
  const [row] = await loadClasses(tx, [input.enrolmentId]);
  if (!row) return;
  const people = await loadPeople(tx, [row]);
  const link = calendarUrl([row.enrolmentId]);
  for (const [viewerId, otherId] of [
    [row.studentId, row.teacherId],
    [row.teacherId, row.studentId],
  ] as const) {
    const viewer = people.get(viewerId);
    if (!viewer) continue;
    const [line] = lines([row], viewer, () => people.get(otherId));
    const from = formatWhenIn(input.previousStartsAt, viewer.timeZone);
    await sendNotice(tx, viewer, NOTICES.rescheduled(viewer.firstName, from, line!, link));
  }
}
