import { and, eq, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, subjects, users } from "@/db/schema";
import type { IcsEvent as FeedEvent } from "../notify/ics";
import type { FeedOwner } from "./feed-owner";

/** A feed lists classes from 30 days back to a year ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 366;

const student = alias(users, "student");
const teacher = alias(users, "teacher");
const DAY = 86_400_000;
const fullName = (u: typeof teacher) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;
const window = (now: Date) =>
  and(
    gte(classSessions.startsAt, new Date(now.getTime() - FEED_DAYS_BACK * DAY)),
    lte(classSessions.startsAt, new Date(now.getTime() + FEED_DAYS_AHEAD * DAY)),
  );
const cancelled = SESSION_STATUS.cancelled;

/**
 * The family's classes: one event per booking of any of its children, with the UID of the
 * booking's "Add to calendar" file (class-{enrolment}@tutorlive), so both name the same event. A
 * cancelled booking or class stays listed as cancelled; a rescheduled one keeps its UID and moves.
 */
async function familyEvents(db: Db, familyId: number, now: Date, origin: string) {
  const rows = await db
    .select({
      id: sessionEnrolments.id,
      start: classSessions.startsAt,
      end: classSessions.endsAt,
      child: student.firstName,
      teacher: fullName(teacher),
      subject: subjects.name,
      cancelled: sql<boolean>`${sessionEnrolments.status} = ${cancelled} or ${classSessions.status} = ${cancelled}`,
    })
    .from(sessionEnrolments)
    .innerJoin(student, eq(student.id, sessionEnrolments.studentId))
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .innerJoin(teacher, eq(teacher.id, classSessions.teacherId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(and(eq(student.familyId, familyId), window(now)))
    .orderBy(classSessions.startsAt, sessionEnrolments.id);
  return rows.map((r): FeedEvent => ({
    uid: `class-${r.id}@tutorlive`,
    start: r.start,
    end: r.end,
    summary: `${r.child}: ${r.subject ?? "Class"} with ${r.teacher}`,
    description: `Join from the dashboard: ${origin}/st/dashboard`,
    url: `${origin}/st/dashboard`,
    cancelled: r.cancelled,
  }));
}

/**
 * The teacher's booked classes: one event per class (session-{id}@tutorlive) naming its students;
 * cancelled when the class is, or when nobody is booked any more.
 */
async function teacherEvents(db: Db, teacherId: number, now: Date, origin: string) {
  const active = sql`${sessionEnrolments.status} <> ${cancelled}`;
  const rows = await db
    .select({
      id: classSessions.id,
      start: classSessions.startsAt,
      end: classSessions.endsAt,
      subject: subjects.name,
      students: sql<
        string | null
      >`string_agg(${student.firstName}, ', ' order by ${student.firstName}) filter (where ${active})`,
      status: classSessions.status,
    })
    .from(classSessions)
    .innerJoin(sessionEnrolments, eq(sessionEnrolments.sessionId, classSessions.id))
    .innerJoin(student, eq(student.id, sessionEnrolments.studentId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(and(eq(classSessions.teacherId, teacherId), window(now)))
    .groupBy(classSessions.id, subjects.name)
    .orderBy(classSessions.startsAt);
  return rows.map((r): FeedEvent => ({
    uid: `session-${r.id}@tutorlive`,
    start: r.start,
    end: r.end,
    summary: `${r.subject ?? "Class"} with ${r.students ?? "no students"}`,
    description: `Start the class from the dashboard: ${origin}/em/dashboard`,
    url: `${origin}/em/dashboard`,
    cancelled: r.status === cancelled || r.students === null,
  }));
}

/** The events of a feed at `now`. */
export function feedEvents(db: Db, owner: FeedOwner, now: Date, origin: string) {
  return "familyId" in owner
    ? familyEvents(db, owner.familyId, now, origin)
    : teacherEvents(db, owner.teacherId, now, origin);
}
