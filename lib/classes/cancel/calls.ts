import type { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { viewerTime } from "../../scheduling/booking/format";
import { cancelStudentClass, previewCancel } from "./cancel-class";
import { CANCEL_MESSAGES } from "./rules";
import type {
  CancelStudentClassAnswer,
  cancelStudentClassRequest,
  RequestCancelAnswer,
} from "./schemas";

/** GET /request-cancel?slot_id: what cancelling the class means, in the viewer's zone. */
export async function requestCancelCall(
  db: Db,
  user: SessionUser,
  sessionId: number,
  zone: string,
  now: Date,
): Promise<RequestCancelAnswer> {
  const preview = await previewCancel(db, user, sessionId, now);
  const when = viewerTime(preview.startsAt, zone);
  return {
    status: "success",
    responseCode: 200,
    data: {
      slot_id: preview.sessionId,
      subject_name: preview.subjectName,
      teacher_name: preview.teacherName,
      is_demo: preview.isDemo,
      starts_at: preview.startsAt.toISOString(),
      ends_at: preview.endsAt.toISOString(),
      date_label: when.dateText,
      time_label: when.timeText,
      when_label: when.whenText,
      can_cancel: preview.canCancel,
      reason: preview.block,
      is_last_minute: preview.isLastMinute,
      hours_until_start: preview.hoursUntilStart,
      notes: preview.notes,
    },
    message: preview.notes[0] ?? CANCEL_MESSAGES.canCancel,
  };
}

/** POST cancel-student-class: the student cancels their seat before the class starts. */
export async function cancelStudentClassCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof cancelStudentClassRequest>,
  now: Date,
): Promise<CancelStudentClassAnswer> {
  const done = await cancelStudentClass(db, user, body.slot_id, now, body.reason ?? null);
  return {
    status: "success",
    responseCode: 200,
    message: CANCEL_MESSAGES.cancelled,
    slot_id: done.sessionId,
    is_last_minute: done.isLastMinute,
  };
}
