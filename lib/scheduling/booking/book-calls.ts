import type { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { badRequest, notFound } from "../../errors";
import { decodeId } from "../../ids";
import { bookOccurrences } from "./book";
import { courseById, courseOfSubject, demoBookedPath } from "./course-target";
import { spec1Ok, withSpec1Answers, withSpec2Answers } from "./legacy-answers";
import type { bookDemoRequest, createAdhocRequest, enrollDemoQuery } from "./legacy-schemas";
import { BOOKING_MESSAGES } from "./messages";
import { parseOccurrenceId } from "./occurrence-id";
import { pairTimetableDates } from "./pairs";
import { refuse } from "./refusal";
import { bookingStudent } from "./student";

/** POST /api/book-demo (spec 1): the student's one free demo in a teacher's demo slot. */
export async function bookDemoCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof bookDemoRequest>,
  now: Date,
) {
  const studentId = await bookingStudent(db, user, body.student_id);
  const course = body.course_id ? await courseById(db, body.course_id) : null;
  return withSpec1Answers(async () => {
    if (course && course.subjectId !== body.subId) throw refuse("wrong_course");
    const [booked] = await bookOccurrences(
      db,
      studentId,
      [{ slotId: body.timetable_id, date: body.ig_date }],
      {
        kind: "demo",
        subjectId: body.subId,
        courseId: course?.id ?? null,
        sourceId: body.sourceId,
        clickId: body.click_id,
        now,
      },
    );
    const session = booked!.session;
    const target = course ?? (await courseOfSubject(db, booked!.subjectId));
    return spec1Ok(BOOKING_MESSAGES.demoBooked, {
      slot_id: session.id,
      redirect_to: demoBookedPath(target, session.id),
    });
  });
}

/** POST /api/create-adhoc-student-session (spec 1): paid classes, all of them or none. */
export async function createAdhocCall(
  db: Db,
  user: SessionUser | null,
  body: z.output<typeof createAdhocRequest>,
  now: Date,
) {
  const studentId = await bookingStudent(db, user, body.student_id);
  const paired = pairTimetableDates(body.timetable_id, body.ig_date);
  if (!paired.ok) throw badRequest(paired.message, { timetable_id: [paired.message] });
  return withSpec1Answers(async () => {
    const booked = await bookOccurrences(db, studentId, paired.pairs, {
      kind: "paid",
      subjectId: body.subId,
      now,
    });
    return spec1Ok(BOOKING_MESSAGES.classesBooked, {
      slot_ids: booked.map((b) => b.session.id),
      redirect_to: "/thank-you",
    });
  });
}

/** A course as the spec 2 client sends it: a plain id or the base64 id of the booking URL. */
function parseCourseId(value: string): number | null {
  if (/^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return Number(value);
  return decodeId(value);
}

/**
 * POST /sms/st/enrollStudentToDemo?slot_id and /ng-api/v1/enrollStudentToDemo?slot_id&course_id
 * &student_level (spec 2): the logged-in student takes a seat in a demo occurrence.
 */
export async function enrollDemoCall(
  db: Db,
  user: SessionUser | null,
  query: z.output<typeof enrollDemoQuery>,
  now: Date,
) {
  const studentId = await bookingStudent(db, user, undefined);
  const occurrence = parseOccurrenceId(query.slot_id);
  if (!occurrence) {
    throw badRequest(BOOKING_MESSAGES.selectSlot, { slot_id: [BOOKING_MESSAGES.selectSlot] });
  }
  let course = null;
  if (query.course_id !== undefined) {
    const id = parseCourseId(query.course_id);
    course = id === null ? null : await courseById(db, id);
    if (!course) throw notFound("Course not found.");
  }
  return withSpec2Answers(async () => {
    const [booked] = await bookOccurrences(db, studentId, [occurrence], {
      kind: "demo",
      subjectId: course?.subjectId,
      courseId: course?.id ?? null,
      studentLevel: query.student_level,
      now,
    });
    const session = booked!.session;
    const target = course ?? (await courseOfSubject(db, booked!.subjectId));
    return {
      status: true,
      responseCode: 200,
      message: BOOKING_MESSAGES.demoBooked,
      slot_id: session.id,
      redirect_to: demoBookedPath(target, session.id),
    };
  });
}
