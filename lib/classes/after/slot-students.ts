import { studentNameForTeachers } from "@/lib/family/teacher-view";
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
import { loadStudentClass, loadTeacherClass, type ClassSession } from "../class-access";
import { attendanceMark, hasBegun, type AttendanceMark } from "./class-time";

export interface SlotStudent {
  id: number;
  student_id: number;
  name: string;
  attended: boolean;
  attended_at: string | null;
  attendance: AttendanceMark;
  status: number;
  notified_count: number;
}

/** The class's header and its seats (cancelled ones left out), or only the attended ones. */
async function loadRoster(
  db: Db,
  session: ClassSession,
  options: { attendedOnly: boolean; now: Date },
) {
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
  const header = {
    slot_id: session.id,
    title: session.title,
    subject: subject?.name ?? null,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    is_demo: session.isDemo,
    status: session.status,
    has_begun: hasBegun(session, options.now),
    student_count: rows.length,
  };
  return { header, rows };
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
  const { header, rows } = await loadRoster(db, session, options);
  const studentList: SlotStudent[] = rows.map((r) => ({
    id: r.id,
    student_id: r.studentId,
    name: studentNameForTeachers(r.firstName),
    attended: r.attendedAt !== null,
    attended_at: r.attendedAt?.toISOString() ?? null,
    attendance: attendanceMark(r.attendedAt, session, options.now),
    status: r.status,
    notified_count: r.notifiedCount,
  }));
  return { header, studentList };
}

/** A classmate as another student sees them: the first name only, and whether they came. */
export interface Classmate {
  name: string;
  attended: boolean;
  is_me: boolean;
}

/**
 * The classmates of a class the student holds a seat in (spec 2's /st/ variant): first names only,
 * no ids, no contact, no notices (those are the teacher's).
 */
export async function listClassmates(
  db: Db,
  user: SessionUser,
  sessionId: number,
  options: { attendedOnly: boolean; now: Date },
) {
  const { session } = await loadStudentClass(db, user, sessionId);
  const { header, rows } = await loadRoster(db, session, options);
  const studentList: Classmate[] = rows.map((r) => ({
    name: r.firstName,
    attended: r.attendedAt !== null,
    is_me: r.studentId === user.id,
  }));
  return { header, studentList };
}
