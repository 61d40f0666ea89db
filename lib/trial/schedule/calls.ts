import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { isAppError } from "@/lib/errors";
import { isBookingRefusal } from "@/lib/scheduling/booking/refusal";
import { formatWhenIn } from "@/lib/scheduling/date-format";
import { openFlow } from "../flow/store";
import { TRIAL_SCHEDULE_MESSAGES as M } from "./messages";
import { reserveSchedule } from "./reserve";
import type { FindTeachersRequest, SaveScheduleRequest, TrialSlotsRequest } from "./schemas";
import {
  courseSubject,
  daysProblem,
  differentTimes,
  matchingTeachers,
  openPlan,
  predefinedSlots,
  RESERVE_WEEKS,
  subjectTimes,
  zoneProblem,
  type TeacherTime,
} from "./slots";

const refused = (message: string, field?: string) => ({
  status: false as const,
  message,
  ...(field ? { errors: { [field]: message } } : {}),
});

/** POST show-preffered-slot-for-booking: {status, slots} in the family's zone. */
export async function preferredSlotsCall(db: Db, body: TrialSlotsRequest, now: Date) {
  const bad = zoneProblem(body.user_timezone);
  if (bad) return refused(bad, "user_timezone");
  const slots = await predefinedSlots(db, body.course_id, body.user_timezone!, now);
  if (slots.length === 0) return { status: false, message: M.noPredefinedSlots, slots: [] };
  return {
    status: true,
    slots,
    dst_notice: slots.find((s) => s.dst_notice)?.dst_notice ?? null,
  };
}

/** POST show-different-time-slot-for-booking: {status, different_time: {days, times}}. */
export async function differentTimeCall(db: Db, body: TrialSlotsRequest, now: Date) {
  const bad = zoneProblem(body.user_timezone);
  if (bad) return refused(bad, "user_timezone");
  return {
    status: true,
    different_time: await differentTimes(db, body.course_id, body.user_timezone!, now),
  };
}

/** POST find-available-teachers-for-booking: teachers free on the days at the time, or no_teacher_available. */
export async function findTeachersCall(db: Db, body: FindTeachersRequest, now: Date) {
  const bad = zoneProblem(body.user_timezone);
  if (bad) return refused(bad, "user_timezone");
  const days = daysProblem(body.frequency, body.selected_days, body.selected_time);
  if (days) return refused(days, days === M.time ? "selected_time" : "selected_days");
  const course = await courseSubject(db, body.course_id);
  const teachers = await matchingTeachers(
    db,
    course.subjectId,
    body.user_timezone!,
    body.selected_days,
    body.selected_time!,
    now,
  );
  if (teachers.length === 0)
    return { status: "no_teacher_available" as const, message: M.noTeacher };
  return {
    status: true,
    teachers: teachers.map((t) => ({
      teacher_id: t.teacherId,
      teacher_name: t.teacherName,
      slot_ids: t.times.map((x) => x.id),
      first_class: formatWhenIn(t.firstClass, body.user_timezone!),
    })),
  };
}

/**
 * POST save-schedule-for-booking: checks the choice (spec 3 §5), picks the weekly times (a listed
 * slot, or a teacher free on the chosen days at the chosen time), and reserves the next
 * RESERVE_WEEKS weeks of them in one transaction. process_step_3: reserved, show the pricing;
 * no_teacher_available: nobody (any more) at that time, the preferred-slot prompt; false: a
 * field's message; login: sign in first.
 */
export async function saveScheduleCall(
  db: Db,
  user: SessionUser | null,
  cookieId: string | null,
  body: SaveScheduleRequest,
  now: Date,
) {
  if (!user) return { status: "login" as const, message: M.login };
  const bad = zoneProblem(body.user_timezone);
  if (bad) return refused(bad, "user_timezone");
  const course = await courseSubject(db, body.course_id);
  const preference =
    body.selected_preffrence ?? (body.predefined_slot_id ? "predefined" : "different");
  const zone = body.user_timezone!;
  let times: TeacherTime[];
  let frequency: number;
  if (preference === "predefined") {
    if (!body.predefined_slot_id) return refused(M.predefinedSlot, "predefined_slot_id");
    const time = (await subjectTimes(db, course.subjectId)).find(
      (t) => t.id === body.predefined_slot_id,
    );
    if (!time) return refused(M.slotGone, "predefined_slot_id");
    times = [time];
    frequency = 1;
  } else {
    const days = daysProblem(body.frequency, body.selected_days, body.selected_time);
    if (days) return refused(days, days === M.time ? "selected_time" : "selected_days");
    const teachers = await matchingTeachers(
      db,
      course.subjectId,
      zone,
      body.selected_days,
      body.selected_time!,
      now,
    );
    const chosen = body.teacher_id
      ? teachers.find((t) => t.teacherId === body.teacher_id)
      : teachers[0];
    if (!chosen) return { status: "no_teacher_available" as const, message: M.noTeacher };
    times = chosen.times;
    frequency = body.selected_days.length;
  }
  const planned = await openPlan(db, times, RESERVE_WEEKS, now);
  if (!planned) return { status: "no_teacher_available" as const, message: M.noTeacher };
  const { flow } = await openFlow(db, cookieId, course.id, user.id, now);
  try {
    await reserveSchedule(
      db,
      {
        flowId: flow.id,
        studentId: user.id,
        subjectId: course.subjectId,
        courseId: course.id,
        previous: flow.reservedEnrolmentIds,
        planned,
        flowValues: {
          userId: user.id,
          userTimezone: zone,
          preference,
          frequency,
          teacherId: times[0]!.teacherId,
          slotIds: times.map((t) => t.id),
          packId: null,
          billingName: null,
          step: "3",
        },
      },
      now,
    );
  } catch (error) {
    if (isBookingRefusal(error)) {
      if (error.reason === "slot_taken" || error.reason === "slot_unavailable")
        return { status: "no_teacher_available" as const, message: M.noTeacher };
      return refused(error.message);
    }
    if (isAppError(error) && error.status < 500) return refused(error.message);
    throw error;
  }
  return { status: "process_step_3" as const, message: M.saved, flowId: flow.id };
}
