import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments, subjects } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { bookedQuery, classColumns } from "./booked-summary";

export interface UpcomingClass {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  isDemo: boolean;
  subjectName: string | null;
  /** The teacher, for a student; the enrolled students, for a teacher. */
  people: string[];
}

const CANCELLED = SESSION_STATUS.cancelled;

/**
 * The next classes of the dashboard's owner, soonest first (one not yet over counts): a student's
 * active enrolments with their teacher, or a teacher's sessions that have students, with them.
 */
export async function listUpcoming(
  db: Db,
  user: SessionUser,
  now: Date,
  limit = 5,
): Promise<UpcomingClass[]> {
  if (user.role === "student") {
    const rows = await bookedQuery(db)
      .innerJoin(sessionEnrolments, eq(sessionEnrolments.sessionId, classSessions.id))
      .where(
        and(
          eq(sessionEnrolments.studentId, user.id),
          ne(sessionEnrolments.status, CANCELLED),
          ne(classSessions.status, CANCELLED),
          gt(classSessions.endsAt, now),
        ),
      )
      .orderBy(asc(classSessions.startsAt))
      .limit(limit);
    return rows.map(({ teacherName, ...r }) => ({ ...r, people: [teacherName] }));
  }
  if (user.role !== "teacher") return [];
  const students = sql<string[]>`(
    select coalesce(array_agg(trim(u.first_name || ' ' || u.last_name) order by u.first_name), '{}')
    from session_enrolments e join users u on u.id = e.student_id
    where e.session_id = ${classSessions.id} and e.status <> ${CANCELLED})`;
  return db
    .select({ ...classColumns, people: students })
    .from(classSessions)
    .leftJoin(subjects, eq(subjects.id, classSessions.subjectId))
    .where(
      and(
        eq(classSessions.teacherId, user.id),
        ne(classSessions.status, CANCELLED),
        gt(classSessions.endsAt, now),
        sql`exists (select 1 from session_enrolments e where e.session_id = ${classSessions.id} and e.status <> ${CANCELLED})`,
      ),
    )
    .orderBy(asc(classSessions.startsAt))
    .limit(limit);
}
