import { and, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import {
  classReminders,
  classSessions,
  families,
  type ReminderKind,
  SESSION_STATUS,
  sessionEnrolments,
  subjects,
  users,
} from "@/db/schema";
import { REMINDER_LEAD_MINUTES } from "./messages";

/** A reminder that is due and not yet recorded: one class, one kind, one recipient. */
export interface DueReminder {
  kind: ReminderKind;
  audience: "family" | "teacher";
  sessionId: number;
  startsAt: Date;
  recipientId: number;
  subject: string | null;
  teacherName: string;
  /** The child (family) or the first student booked (teacher). */
  studentName: string;
  students: number;
}

const student = alias(users, "student");
const teacher = alias(users, "teacher");
const minutes = (n: number) => sql`make_interval(mins => ${n})`;

/**
 * The booked classes of one kind whose reminder instant (start − lead) has passed and that have not
 * started yet: a server that was down at the instant still reminds before the class, never after.
 * Only scheduled classes with a scheduled enrolment count (a cancelled class reminds nobody), an
 * enrolment made after the instant gets none of that kind (its booking confirmation came later), and
 * the day-before reminder is dropped once the 15-minute one is due.
 */
function dueClasses(kind: ReminderKind, now: Date) {
  const lead = REMINDER_LEAD_MINUTES[kind];
  return and(
    eq(sessionEnrolments.status, SESSION_STATUS.scheduled),
    // A literal, so the partial index class_sessions_scheduled_start_idx serves the scan.
    sql`${classSessions.status} = ${sql.raw(String(SESSION_STATUS.scheduled))}`,
    gt(classSessions.startsAt, now),
    lte(classSessions.startsAt, sql`${now.toISOString()}::timestamptz + ${minutes(lead)}`),
    lte(sessionEnrolments.createdAt, sql`${classSessions.startsAt} - ${minutes(lead)}`),
    kind === "24h"
      ? gt(
          classSessions.startsAt,
          sql`${now.toISOString()}::timestamptz + ${minutes(REMINDER_LEAD_MINUTES["15m"])}`,
        )
      : undefined,
  );
}

/** No reminder of this kind recorded for the class at this start and this recipient. */
const notSent = (db: Db, kind: ReminderKind, recipient: typeof student.id | typeof teacher.id) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(classReminders)
      .where(
        and(
          eq(classReminders.sessionId, classSessions.id),
          eq(classReminders.startsAt, classSessions.startsAt),
          eq(classReminders.kind, kind),
          eq(classReminders.recipientId, recipient),
        ),
      ),
  );

const name = (u: typeof student | typeof teacher) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** The class and the recipient of a reminder row. */
const reminderOf = (u: typeof student | typeof teacher) => ({
  sessionId: classSessions.id,
  startsAt: classSessions.startsAt,
  recipientId: u.id,
});

/** The family reminders due now: one per booked child, to the family's contact (switch on). */
async function dueForFamilies(db: Db, kind: ReminderKind, now: Date): Promise<DueReminder[]> {
  const rows = await db
    .select({
      ...reminderOf(student),
      subject: subjects.name,
      teacherName: name(teacher),
      studentName: student.firstName,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(student, eq(student.id, sessionEnrolments.studentId))
    .innerJoin(teacher, eq(teacher.id, classSessions.teacherId))
    .leftJoin(families, eq(families.id, student.familyId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(
      and(
        dueClasses(kind, now),
        sql`coalesce(${families.classReminders}, true)`,
        notSent(db, kind, student.id),
      ),
    );
  return rows.map((r) => ({ ...r, kind, audience: "family" as const, students: 1 }));
}

/** The teacher reminders due now: one per class, whoever is booked into it. */
async function dueForTeachers(db: Db, kind: ReminderKind, now: Date): Promise<DueReminder[]> {
  const rows = await db
    .select({
      ...reminderOf(teacher),
      subject: subjects.name,
      teacherName: name(teacher),
      studentName: sql<string>`min(${student.firstName})`,
      students: sql<number>`count(*)::int`,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(student, eq(student.id, sessionEnrolments.studentId))
    .innerJoin(teacher, eq(teacher.id, classSessions.teacherId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(and(dueClasses(kind, now), notSent(db, kind, teacher.id)))
    .groupBy(classSessions.id, teacher.id, subjects.name);
  return rows.map((r) => ({ ...r, kind, audience: "teacher" as const }));
}

/** Every reminder due at `now` and not recorded yet, families first. */
export async function findDueReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const out: DueReminder[] = [];
  for (const kind of ["15m", "24h"] as const) {
    out.push(...(await dueForFamilies(db, kind, now)), ...(await dueForTeachers(db, kind, now)));
  }
  return out;
}
