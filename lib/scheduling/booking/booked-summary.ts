import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, subjects, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";

export interface BookedClass {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  isDemo: boolean;
  subjectName: string | null;
  teacherName: string;
}

const CANCELLED = SESSION_STATUS.cancelled;

/** A class as the lists show it (join subjects for subjectName). */
export const classColumns = {
  sessionId: classSessions.id,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  isDemo: classSessions.isDemo,
  subjectName: subjects.name,
};

/** Classes with their teacher and subject: the base of the thank-you and dashboard lists. */
export function bookedQuery(db: Db) {
  return db
    .select({
      ...classColumns,
      teacherName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(classSessions)
    .innerJoin(users, eq(users.id, classSessions.teacherId))
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId));
}

/**
 * A booked class for the thank-you page, only for someone who may see it: a student with an
 * active seat in it, its teacher, or an admin. Anyone else (or an unknown id) gets null.
 */
export async function bookedClassFor(
  db: Db,
  user: SessionUser | null,
  sessionId: number,
): Promise<BookedClass | null> {
  if (!user) return null;
  const seat = sql`exists (select 1 from ${sessionEnrolments} e where e.session_id = ${classSessions.id}
    and e.student_id = ${user.id} and e.status <> ${CANCELLED})`;
  const allowed =
    user.role === "admin"
      ? sql`true`
      : user.role === "teacher"
        ? eq(classSessions.teacherId, user.id)
        : seat;
  const [row] = await bookedQuery(db).where(
    and(eq(classSessions.id, sessionId), ne(classSessions.status, CANCELLED), allowed),
  );
  return row ?? null;
}

/** The student's active free demo (there is at most one), for the demo-booked page. */
export async function activeDemoOf(db: Db, studentId: number): Promise<BookedClass | null> {
  const [row] = await bookedQuery(db)
    .innerJoin(sessionEnrolments, eq(sessionEnrolments.sessionId, classSessions.id))
    .where(
      and(
        eq(sessionEnrolments.studentId, studentId),
        eq(sessionEnrolments.isDemo, true),
        ne(sessionEnrolments.status, CANCELLED),
        ne(classSessions.status, CANCELLED),
      ),
    )
    .orderBy(desc(sessionEnrolments.createdAt))
    .limit(1);
  return row ?? null;
}
