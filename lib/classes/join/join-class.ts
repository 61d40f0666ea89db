import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadStudentClass } from "../class-access";
import { mayJoinClass } from "../classes-remaining";
import type { JoinAnswer } from "../live-schemas";
import { CLASS_MESSAGES } from "../messages";
import { classWindow } from "../meetings/class-window";
import { personalLink } from "../meetings/jitsi";
import { MEETING_MESSAGES } from "../meetings/messages";
import { meetingOf } from "../meetings/start";

/**
 * join-class-now and get-meeting-link (one service, two calls): only a student booked into the
 * class gets its join link, and only while it runs. Refusals in order: cancelled, over, too early
 * (fail); a paid class with no classes remaining in the student's packs (fail,
 * noClassesRemaining); teacher not started yet (waiting: keep polling); otherwise the link.
 */
export async function joinClass(
  db: Db,
  student: SessionUser,
  sessionId: number,
  now: Date,
): Promise<JoinAnswer> {
  const { session, enrolment } = await loadStudentClass(db, student, sessionId);
  const window = classWindow(session, now);
  if (window === "cancelled") {
    return { status: "fail", started: false, message: MEETING_MESSAGES.cancelled };
  }
  if (window === "early") {
    return { status: "fail", started: false, message: MEETING_MESSAGES.tooEarlyToJoin };
  }
  if (window === "over") {
    return { status: "fail", started: false, message: CLASS_MESSAGES.meetingTimeOver };
  }
  const meeting = await meetingOf(db, session.id);
  if (!(await mayJoinClass(db, student.id, session, enrolment.attendedAt !== null))) {
    return {
      status: "fail",
      started: meeting !== null,
      message: CLASS_MESSAGES.noClassesRemaining,
    };
  }
  if (!meeting) {
    return { status: "waiting", started: false, message: MEETING_MESSAGES.waitForTeacher };
  }
  return {
    status: "success",
    started: true,
    meeting_url: personalLink(meeting.provider, meeting.joinUrl, student.name),
    message: MEETING_MESSAGES.joinReady,
  };
}
