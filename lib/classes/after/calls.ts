import type { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { awardMarks } from "./marks";
import { AFTER_MESSAGES } from "./messages";
import { missingNoticeMessage, notifyMissingStudent } from "./missing-notice";
import type { Transports } from "./notify";
import { rateClass } from "./rating";
import { reportContractProblem } from "./report-problem";
import { requestVideo } from "./request-video";
import type {
  reportProblemRequest,
  requestVideoRequest,
  setRatingRequest,
  updateSlotTopicRequest,
} from "./schemas";
import { listClassmates, listSlotStudents } from "./slot-students";
import { updateSlotTopic } from "./slot-topic";

// Thin legacy adapters: the route's parsed input → the service → the legacy answer. The routes'
// access rules have already refused anonymous callers and wrong roles.

const ok = <T extends object>(message: string, fields: T) => ({
  status: "success" as const,
  responseCode: 200 as const,
  message,
  ...fields,
});

/** POST /api/set-rating. */
export async function setRatingCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof setRatingRequest>,
  now: Date,
) {
  const done = await rateClass(db, user, {
    sessionId: body.slot_id,
    rating: body.rating,
    comment: body.comment,
    userId: body.userId,
    now,
  });
  return ok(AFTER_MESSAGES.rated, {
    rating: done.rating,
    teacher_rating: done.teacherRating,
    rating_count: done.ratingCount,
    redirect_to: "/st/dashboard" as const,
  });
}

/** POST /api/update-slot-topic. */
export async function updateSlotTopicCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof updateSlotTopicRequest>,
  now: Date,
) {
  const done = await updateSlotTopic(
    db,
    user,
    { sessionId: body.slot_id, title: body.slot_title },
    now,
  );
  return ok(AFTER_MESSAGES.topicSaved, { slot_id: done.sessionId, slot_title: done.title });
}

/** GET /em/get-slot-student-list and /em/get-attended-slot-student-list. */
export async function slotStudentListCall(
  db: Db,
  user: SessionUser,
  slotId: number,
  options: { attendedOnly: boolean; now: Date },
) {
  return rosterAnswer(await listSlotStudents(db, user, slotId, options));
}

/** GET /st/get-slot-student-list and /st/get-attended-slot-student-list: classmates' first names. */
export async function classmatesCall(
  db: Db,
  user: SessionUser,
  slotId: number,
  options: { attendedOnly: boolean; now: Date },
) {
  return rosterAnswer(await listClassmates(db, user, slotId, options));
}

function rosterAnswer<T extends { studentList: unknown[] }>(list: T) {
  const message = list.studentList.length === 0 ? "No students." : "Students of the class.";
  return ok(message, list);
}

/** POST /setNotificationMissingStudent?id. At the cap: HTTP 200, status error, count 6. */
export async function missingNoticeCall(
  db: Db,
  transports: Transports,
  user: SessionUser,
  enrolmentId: number,
  now: Date,
) {
  const result = await notifyMissingStudent(db, transports, user, enrolmentId, now);
  return {
    status: result.sent ? ("success" as const) : ("error" as const),
    responseCode: 200 as const,
    message: missingNoticeMessage(result),
    count: result.count,
  };
}

/** POST {v1}request-video. */
export async function requestVideoCall(
  db: Db,
  transports: Transports,
  user: SessionUser,
  body: z.output<typeof requestVideoRequest>,
  now: Date,
) {
  const done = await requestVideo(db, transports, user, body.slot_id, now);
  const message = done.alreadyRequested
    ? AFTER_MESSAGES.videoAlreadyRequested
    : AFTER_MESSAGES.videoRequested;
  return ok(message, { slot_id: done.sessionId, already_requested: done.alreadyRequested });
}

/** GET /update-marks?type. */
export async function updateMarksCall(db: Db, user: SessionUser, type: string, now: Date) {
  const done = await awardMarks(db, user, type, now);
  const message = done.awarded > 0 ? AFTER_MESSAGES.marksAwarded : AFTER_MESSAGES.marksAlreadyToday;
  return ok(message, { type: done.type, awarded: done.awarded, total_marks: done.totalMarks });
}

/** POST {v2}report-contract-problem. */
export async function reportProblemCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof reportProblemRequest>,
) {
  const done = await reportContractProblem(db, user, {
    contractId: body.contract_id,
    problem: body.problem,
  });
  return ok(AFTER_MESSAGES.problemReported, { id: done.id });
}
