import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  missingStudentNotices,
  SESSION_STATUS,
  sessionEnrolments,
  subjects,
  users,
} from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { loadTeacherClass } from "../class-access";
import { hasBegun } from "./class-time";

export interface SlotStudent {
  id: number;
  student_id: number;
  name: string;
  attended: boolean;
  attended_at: string | null;
  status: number;
  notified_count: number;
}

/**
 * The students of one of the teacher's classes (cancelled seats left out), or only those who
 * attended: a header about the class and one row per seat, with how often each was notified.
 */
export async function listSlotStudents(
  db: Db,
  user: SessionUser,
  sessionId: number,
  options: { attendedOnly: boolean; now: Date },
) {
  const session = await loadTeacherClass(db, user, sessionId);
  const [subject] = session.subjectId
    ? await db
        .select({ name: subjects.name })
        .from(subjects)
        .where(eq(subjects.id, session.subjectId))
    : [];
  const rows = await db
    .select({
      id: sessionEnrolments.id,
      studentId: sessionEnrolments.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      attendedAt: sessionEnrolments.attendedAt,
      status: sessionEnrolments.status,
      notifiedCount: sql<number>`coalesce(${missingStudentNotices.count}, 0)`.mapWith(Number),
    })
    .from(sessionEnrolments)
    .innerJoin(users, eq(users.id, sessionEnrolments.studentId))
    .leftJoin(missingStudentNotices, eq(missingStudentNotices.enrolmentId, sessionEnrolments.id))
    .where(
      and(
        eq(sessionEnrolments.sessionId, session.id),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        options.attendedOnly ? isNotNull(sessionEnrolments.attendedAt) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(sessionEnrolments.id));
  const studentList: SlotStudent[] = rows.map((r) => ({
    id: r.id,
    student_id: r.studentId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    attended: r.attendedAt !== null,
    attended_at: r.attendedAt?.toISOString() ?? null,
    status: r.status,
    notified_count: r.notifiedCount,
  }));
  return {
    header: {
      slot_id: session.id,
      title: session.title,
      subject: subject?.name ?? null,
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
      is_demo: session.isDemo,
      status: session.status,
      has_begun: hasBegun(session, options.now),
      student_count: studentList.length,
    },
    studentList,
  };
}
