import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { conflict } from "@/lib/errors";
import { awardAttendance } from "@/lib/engagement/points/events";
import { loadStudentClass } from "../class-access";
import { mayJoinClass } from "../classes-remaining";
import type { MarkAttendanceAnswer } from "../live-schemas";
import { CLASS_MESSAGES } from "../messages";
import { classWindow } from "../meetings/class-window";
import { MEETING_MESSAGES } from "../meetings/messages";
import { meetingOf } from "../meetings/start";

const present = (at: Date): MarkAttendanceAnswer => ({
  status: "success",
  attended_at: at.toISOString(),
  message: MEETING_MESSAGES.attendanceMarked,
});

/**
 * mark-attendance: the booked student is marked present while the teacher's meeting runs. The
 * first time is kept (a second call, even after the class, answers it again); the seat becomes
 * held (3). Refused with 409 before the meeting starts, after the class, or without classes left.
 */
export async function markAttendance(
  db: Db,
  student: SessionUser,
  sessionId: number,
  now: Date,
): Promise<MarkAttendanceAnswer> {
  const { session, enrolment } = await loadStudentClass(db, student, sessionId);
  if (enrolment.attendedAt) return present(enrolment.attendedAt);
  const window = classWindow(session, now);
  if (window === "cancelled") throw conflict(MEETING_MESSAGES.cancelled);
  if (window === "over") throw conflict(CLASS_MESSAGES.meetingTimeOver);
  if (!(await meetingOf(db, session.id))) throw conflict(MEETING_MESSAGES.attendanceNotStarted);
  if (!(await mayJoinClass(db, student.id, session, false))) {
    throw conflict(CLASS_MESSAGES.noClassesRemaining);
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sessionEnrolments)
      .set({
        attendedAt: sql`coalesce(${sessionEnrolments.attendedAt}, ${now.toISOString()}::timestamptz)`,
        status: SESSION_STATUS.held,
        updatedAt: now,
      })
      .where(
        and(
          eq(sessionEnrolments.id, enrolment.id),
          ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        ),
      )
      .returning({ attendedAt: sessionEnrolments.attendedAt });
    // Points for attending (once per seat) and a streak bonus, with the attendance (decision 026).
    if (updated?.attendedAt) await awardAttendance(tx, student.id, enrolment.id, now);
    return updated;
  });
  if (!row?.attendedAt) throw conflict(MEETING_MESSAGES.cancelled);
  return present(row.attendedAt);
}
