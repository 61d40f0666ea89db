import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadClassFor } from "../class-access";
import type { MeetingStartedAnswer } from "../live-schemas";
import { CLASS_MESSAGES } from "../messages";
import { classWindow } from "../meetings/class-window";
import { MEETING_MESSAGES } from "../meetings/messages";
import { meetingOf } from "../meetings/start";

/**
 * check-meeting-started: either party asks whether the teacher has started the class. Started
 * means a meeting exists and the class is neither over nor cancelled. Never answers a link.
 */
export async function checkMeetingStarted(
  db: Db,
  user: SessionUser,
  sessionId: number,
  now: Date,
): Promise<MeetingStartedAnswer> {
  const { session } = await loadClassFor(db, user, sessionId);
  const window = classWindow(session, now);
  if (window === "cancelled") {
    return { status: "success", started: false, message: MEETING_MESSAGES.cancelled };
  }
  if (window === "over") {
    return { status: "success", started: false, message: CLASS_MESSAGES.meetingTimeOver };
  }
  const started = (await meetingOf(db, session.id)) !== null;
  return {
    status: "success",
    started,
    message: started ? MEETING_MESSAGES.teacherStarted : MEETING_MESSAGES.teacherNotStarted,
  };
}
