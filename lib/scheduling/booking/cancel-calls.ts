import type { z } from "zod";
import type { Db } from "@/db/client";
import { requireUser } from "../../auth/access";
import type { SessionUser } from "../../auth/session-user";
import { cancelByStudent, cancelByTeacher } from "./cancel";
import { spec1Ok, withSpec1Answers } from "./legacy-answers";
import type { cancelSlotRequest, deleteSessionRequest } from "./legacy-schemas";
import { BOOKING_MESSAGES } from "./messages";
import { bookingStudent } from "./student";

/** POST /api/delete-session-by-student (spec 1): a student cancels their own seat. */
export async function deleteSessionByStudentCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof deleteSessionRequest>,
  now: Date,
) {
  const studentId = await bookingStudent(db, user, body.student_id);
  return withSpec1Answers(async () => {
    const done = await cancelByStudent(db, studentId, body.slot_id, now);
    return spec1Ok(BOOKING_MESSAGES.studentCancelled, {
      slot_id: done.sessionId,
    });
  });
}

/** POST /api/cancel-slot-by-teacher (spec 1): a teacher cancels one of their classes. */
export async function cancelSlotByTeacherCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof cancelSlotRequest>,
  now: Date,
) {
  const teacher = requireUser(user);
  return withSpec1Answers(async () => {
    const done = await cancelByTeacher(db, teacher, body.slot_id, now);
    return spec1Ok(BOOKING_MESSAGES.teacherCancelled, {
      slot_id: done.sessionId,
      cancelled_enrolments: done.cancelledEnrolments,
    });
  });
}
