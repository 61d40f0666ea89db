import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookDemo } from "@/app/(api)/api/book-demo/route";
import { POST as cancelByTeacher } from "@/app/(api)/api/cancel-slot-by-teacher/route";
import { POST as createAdhoc } from "@/app/(api)/api/create-adhoc-student-session/route";
import { POST as deleteByStudent } from "@/app/(api)/api/delete-session-by-student/route";
import { POST as savePreferred } from "@/app/(api)/api/save-preffered-slot/route";
import { POST as convertedTime } from "@/app/(api)/converted-time-student-select/route";
import { POST as enrollV1 } from "@/app/(api)/ng-api/v1/enrollStudentToDemo/route";
import { POST as enrollSms } from "@/app/(api)/sms/st/enrollStudentToDemo/route";
import { POST as demoSlots } from "@/app/(api)/st/demo-booking-slots/route";
import {
  classSessions,
  clickEvents,
  LEAVE_STATUS,
  preferredSlotRequests,
  SESSION_STATUS,
  sessionEnrolments,
  teacherLeaveDays,
  teacherLeaves,
} from "@/db/schema";
import { encodeId } from "@/lib/ids";
import { listUpcoming } from "@/lib/scheduling/booking/upcoming";
import {
  bookDemoResponse,
  createAdhocResponse,
  demoBookingSlotsResponse,
  enrollDemoResponse,
} from "@/lib/scheduling/booking/legacy-schemas";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import { getTeacherTimetable } from "@/lib/scheduling/timetable/get-teacher-timetable";
import { addDays, fromWallTime } from "@/lib/scheduling/zoned-time";
import { makeBookedClass, makeSlotOn, postAs, localDateIn } from "../support/booking-fixtures";
import {
  makeContract,
  makeCourse,
  makeStream,
  makeSubject,
  makeTeacher,
  makeUser,
} from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
let guitar: { id: number; streamId: number };
let piano: { id: number; streamId: number };
let drums: { id: number; streamId: number };
let course: { id: number; slug: string };
let pianoCourse: { id: number; slug: string };
let admin: { id: number; role: "admin" };

type Role = "student" | "teacher" | "admin";
const who = (u: { id: number; role: string }) => ({ id: u.id, role: u.role as Role });

async function newStudent(over: Parameters<typeof makeUser>[1] = {}) {
  return who(await makeUser(t.db, { role: "student", ...over }));
}

/** A student who bought a pack of guitar classes with any teacher: paid classes need one. */
async function payingStudent(over: Parameters<typeof makeUser>[1] = {}) {
  const student = await newStudent(over);
  await makeContract(t.db, { studentId: student.id, subjectId: guitar.id, totalClasses: 10 });
  return student;
}

async function newTeacher(zone = "Asia/Kolkata", subject = guitar) {
  const { user } = await makeTeacher(t.db, subject, { user: { timeZone: zone } });
  return { id: user.id, role: "teacher" as const, timeZone: zone, name: user.firstName };
}

/** A legacy call's poster: (caller, body) => { status, body }. */
const caller =
  (handler: Parameters<typeof postAs>[0], path: string) =>
  (user: { id: number; role: Role } | null, body: Record<string, unknown>) =>
    postAs(handler, path, user, body);

const demo = caller(bookDemo, "/api/book-demo");

/** A refusal of the spec 1 calls: HTTP 200, status error, the reason's responseCode. */
function expectRefused(
  res: { status: number; body: Record<string, unknown> },
  code: number,
  message?: string,
) {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    status: "error",
    responseCode: code,
    ...(message ? { message } : {}),
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const music = await makeStream(t.db, { name: "Music", slug: "music" });
  guitar = await makeSubject(t.db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  piano = await makeSubject(t.db, music.id, { name: "Piano", slug: "piano", code: "PNO" });
  drums = await makeSubject(t.db, music.id, { name: "Drums", slug: "drums", code: "DRM" });
  course = await makeCourse(t.db, guitar, { name: "Guitar for Beginners", slug: "guitar-basics" });
  pianoCourse = await makeCourse(t.db, piano, { name: "Piano Basics", slug: "piano-basics" });
  admin = { id: (await makeUser(t.db, { role: "admin" })).id, role: "admin" };
});

afterAll(() => t.destroy());

describe("POST /api/book-demo", () => {
  it("books the free demo: a class session at the teacher's local time, one seat taken", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3, { time: "17:00" });
    const student = await newStudent();
    const res = await demo(student, {
      student_id: String(student.id),
      timetable_id: slot.id,
      ig_date: date,
      demo_slot: "1",
      subId: guitar.id,
    });
    expect(res.status).toBe(200);
    expect(bookDemoResponse.parse(res.body)).toBeTruthy();
    expect(res.body).toMatchObject({
      status: "success",
      responseCode: 200,
      message: BOOKING_MESSAGES.demoBooked,
      redirect_to: "/demo-booked-successfully/guitar-basics",
    });
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, res.body.slot_id));
    expect(session).toMatchObject({
      teacherId: teacher.id,
      slotId: slot.id,
      subjectId: guitar.id,
      isDemo: true,
      capacity: 1,
      enrolledCount: 1,
      status: SESSION_STATUS.scheduled,
    });
    // 17:00 in Kolkata is 11:30 UTC, whatever the date.
    expect(session!.startsAt.toISOString()).toBe(`${date}T11:30:00.000Z`);
    const enrolments = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.sessionId, session!.id));
    expect(enrolments).toMatchObject([{ studentId: student.id, isDemo: true, studentLevel: "no" }]);
  });

  it("sends to /thank-you/{slot_id} when the subject has no course", async () => {
    const teacher = await newTeacher("Asia/Kolkata", drums);
    const { slot, date } = await makeSlotOn(t.db, teacher, 3);
    const res = await demo(await newStudent(), {
      timetable_id: slot.id,
      ig_date: date,
      subId: drums.id,
    });
    expect(res.body).toMatchObject({
      responseCode: 200,
      redirect_to: `/thank-you/${res.body.slot_id}`,
    });
  });

  it("refuses visitors (401), teachers, other sites and other students' ids (403), and no subject (400)", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3);
    const body = { timetable_id: slot.id, ig_date: date, subId: guitar.id };
    expect((await demo(null, body)).status).toBe(401);
    expect((await demo(teacher, body)).status).toBe(403);
    const student = await newStudent();
    const other = await newStudent();
    const foreign = await postAs(bookDemo, "/api/book-demo", student, body, {
      origin: "https://elsewhere.example",
    });
    expect(foreign.status).toBe(403);
    const forOther = await demo(student, { ...body, student_id: other.id });
    expect(forOther.status).toBe(403);
    const noSubject = await demo(student, { timetable_id: slot.id, ig_date: date });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body).toMatchObject({
      status: "error",
      message: BOOKING_MESSAGES.subjectMandatory,
      errors: { subId: BOOKING_MESSAGES.subjectMandatory },
    });
    const empty = await demo(student, { ...body, subId: "" });
    expect(empty.body.message).toBe(BOOKING_MESSAGES.subjectMandatory);
    expect(
      await t.db.select().from(classSessions).where(eq(classSessions.slotId, slot.id)),
    ).toEqual([]);
  });

  it("lets an admin book for a named student, and only for a student", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 4);
    const body = { timetable_id: slot.id, ig_date: date, subId: guitar.id };
    expect((await demo(admin, body)).status).toBe(400);
    expect((await demo(admin, { ...body, student_id: teacher.id })).status).toBe(404);
    const student = await newStudent();
    const res = await demo(admin, { ...body, student_id: student.id });
    expect(res.body.responseCode).toBe(200);
  });

  it("refuses a second free demo with the spec's message", async () => {
    const teacher = await newTeacher();
    const first = await makeSlotOn(t.db, teacher, 3, { time: "10:00" });
    const second = await makeSlotOn(t.db, teacher, 5, { time: "10:00" });
    const student = await newStudent();
    const ok = await demo(student, {
      timetable_id: first.slot.id,
      ig_date: first.date,
      subId: guitar.id,
    });
    expect(ok.body.responseCode).toBe(200);
    const again = await demo(student, {
      timetable_id: second.slot.id,
      ig_date: second.date,
      subId: guitar.id,
    });
    expectRefused(again, 409);
    expect(again.body).toMatchObject({
      status: "error",
      responseCode: 409,
      message: "You Had Already Booked Your Free Demo.",
    });
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.slotId, second.slot.id));
    // The refused booking left nothing behind: its session insert was rolled back too.
    expect(session).toBeUndefined();
  });

  it("answers responseCode 201 with HTTP 200 when the slot is already booked", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3);
    const body = { timetable_id: slot.id, ig_date: date, subId: guitar.id };
    expect((await demo(await newStudent(), body)).body.responseCode).toBe(200);
    const taken = await demo(await newStudent(), body);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      status: "error",
      responseCode: 201,
      message: BOOKING_MESSAGES.slotTaken,
    });
  });

  it("fills a group demo slot up to its capacity and no further", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3, { capacity: 3 });
    const body = { timetable_id: slot.id, ig_date: date, subId: guitar.id };
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await demo(await newStudent(), body)).body.responseCode);
    expect(codes).toEqual([200, 200, 200, 201]);
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.slotId, slot.id));
    expect(session).toMatchObject({ capacity: 3, enrolledCount: 3 });
  });

  it("refuses a demo at a time the student already has a class", async () => {
    const teacher = await newTeacher();
    const other = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3, { time: "17:00" });
    const student = await newStudent();
    // A paid class with another teacher from 17:30 to 18:30 the same day overlaps 17:00-18:00.
    await makeBookedClass(t.db, other.id, student.id, fromWallTime(date, "17:30", "Asia/Kolkata"));
    const res = await demo(student, { timetable_id: slot.id, ig_date: date, subId: guitar.id });
    expectRefused(res, 409, BOOKING_MESSAGES.studentOverlap);
  });

  it("treats a teacher busy with another class then as a taken slot", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3, { time: "17:00" });
    await makeBookedClass(
      t.db,
      teacher.id,
      (await newStudent()).id,
      fromWallTime(date, "16:30", "Asia/Kolkata"),
    );
    const res = await demo(await newStudent(), {
      timetable_id: slot.id,
      ig_date: date,
      subId: guitar.id,
    });
    expect(res.body).toMatchObject({ status: "error", responseCode: 201 });
  });

  it("refuses a date off the slot's weekday, a past date, an unknown or closed slot", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3);
    const student = await newStudent();
    const wrongDay = await demo(student, {
      timetable_id: slot.id,
      ig_date: localDateIn(teacher.timeZone, 4),
      subId: guitar.id,
    });
    expectRefused(wrongDay, 400, BOOKING_MESSAGES.wrongDate);
    const past = await demo(student, {
      timetable_id: slot.id,
      ig_date: localDateIn(teacher.timeZone, -4),
      subId: guitar.id,
    });
    expectRefused(past, 400, BOOKING_MESSAGES.slotPast);
    const badDate = await demo(student, {
      timetable_id: slot.id,
      ig_date: "2025-02-30",
      subId: guitar.id,
    });
    expect(badDate.status).toBe(400);
    const unknown = await demo(student, { timetable_id: 999999, ig_date: date, subId: guitar.id });
    expect(unknown.body.responseCode).toBe(201);
    const closed = await makeSlotOn(t.db, teacher, 3, { time: "09:00", isActive: false });
    const closedRes = await demo(student, {
      timetable_id: closed.slot.id,
      ig_date: closed.date,
      subId: guitar.id,
    });
    expect(closedRes.body).toMatchObject({
      responseCode: 201,
      message: BOOKING_MESSAGES.slotUnavailable,
    });
  });

  it("refuses a regular slot and a subject the teacher does not teach", async () => {
    const teacher = await newTeacher();
    const regular = await makeSlotOn(t.db, teacher, 3, { isDemoSlot: false });
    const student = await newStudent();
    const notDemo = await demo(student, {
      timetable_id: regular.slot.id,
      ig_date: regular.date,
      subId: guitar.id,
    });
    expectRefused(notDemo, 400, BOOKING_MESSAGES.notDemoSlot);
    const demoSlot = await makeSlotOn(t.db, teacher, 3, { time: "09:00" });
    const wrongSubject = await demo(student, {
      timetable_id: demoSlot.slot.id,
      ig_date: demoSlot.date,
      subId: piano.id,
    });
    expectRefused(wrongSubject, 400, BOOKING_MESSAGES.wrongSubject);
    const wrongCourse = await demo(student, {
      timetable_id: demoSlot.slot.id,
      ig_date: demoSlot.date,
      subId: guitar.id,
      course_id: pianoCourse.id,
    });
    expectRefused(wrongCourse, 400);
  });

  it("records a click for sources 1 and 5 only", async () => {
    const teacher = await newTeacher();
    const results: Record<string, number> = {};
    for (const [i, source] of [1, 5, 3].entries()) {
      const { slot, date } = await makeSlotOn(t.db, teacher, 2 + i);
      const student = await newStudent();
      const res = await demo(student, {
        timetable_id: slot.id,
        ig_date: date,
        subId: guitar.id,
        sourceId: String(source),
        click_id: `click-${source}`,
      });
      expect(res.body.responseCode).toBe(200);
      const clicks = await t.db
        .select()
        .from(clickEvents)
        .where(eq(clickEvents.studentId, student.id));
      results[source] = clicks.length;
      if (clicks[0])
        expect(clicks[0]).toMatchObject({ sourceId: source, clickId: `click-${source}` });
      const [enrolment] = await t.db
        .select()
        .from(sessionEnrolments)
        .where(eq(sessionEnrolments.studentId, student.id));
      expect(enrolment).toMatchObject({ sourceId: source, clickId: `click-${source}` });
    }
    expect(results).toEqual({ 1: 1, 5: 1, 3: 0 });
  });
});

describe("POST /api/create-adhoc-student-session", () => {
  const adhoc = caller(createAdhoc, "/api/create-adhoc-student-session");

  it("books paid classes from the paired comma lists", async () => {
    const teacher = await newTeacher();
    const a = await makeSlotOn(t.db, teacher, 3, { isDemoSlot: false, time: "08:00" });
    const b = await makeSlotOn(t.db, teacher, 4, { isDemoSlot: false, time: "08:00" });
    const student = await payingStudent();
    const res = await adhoc(student, {
      student_id: student.id,
      timetable_id: `${a.slot.id},${b.slot.id}`,
      ig_date: `${a.date},${b.date}`,
      subId: guitar.id,
    });
    expect(res.status).toBe(200);
    expect(createAdhocResponse.parse(res.body).slot_ids).toHaveLength(2);
    expect(res.body).toMatchObject({
      status: "success",
      responseCode: 200,
      redirect_to: "/thank-you",
    });
    const seats = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.studentId, student.id));
    expect(seats.map((s) => s.isDemo)).toEqual([false, false]);
  });

  it("books nothing when one class is taken, and refuses lists of different length", async () => {
    const teacher = await newTeacher();
    const a = await makeSlotOn(t.db, teacher, 3, { isDemoSlot: false, time: "08:00" });
    const b = await makeSlotOn(t.db, teacher, 4, { isDemoSlot: false, time: "08:00" });
    await adhoc(await payingStudent(), {
      timetable_id: `${b.slot.id}`,
      ig_date: b.date,
      subId: guitar.id,
    });
    const student = await payingStudent();
    const res = await adhoc(student, {
      timetable_id: `${a.slot.id},${b.slot.id}`,
      ig_date: `${a.date},${b.date}`,
      subId: guitar.id,
    });
    expectRefused(res, 201);
    expect(
      await t.db
        .select()
        .from(sessionEnrolments)
        .where(eq(sessionEnrolments.studentId, student.id)),
    ).toEqual([]);
    // The first class's session, made in the same transaction, went with it.
    expect(
      await t.db.select().from(classSessions).where(eq(classSessions.slotId, a.slot.id)),
    ).toEqual([]);
    // The same class again: already booked by this student.
    const mine = await adhoc(student, {
      timetable_id: `${a.slot.id}`,
      ig_date: a.date,
      subId: guitar.id,
    });
    expect(mine.body.responseCode).toBe(200);
    const twice = await adhoc(student, {
      timetable_id: `${a.slot.id}`,
      ig_date: a.date,
      subId: guitar.id,
    });
    expectRefused(twice, 409, BOOKING_MESSAGES.alreadyEnrolled);
    const uneven = await adhoc(student, {
      timetable_id: `${a.slot.id},${b.slot.id}`,
      ig_date: a.date,
      subId: guitar.id,
    });
    expect(uneven.status).toBe(400);
    expect(uneven.body.message).toBe(BOOKING_MESSAGES.listsDiffer);
  });

  it("refuses a demo slot, visitors and a subject left out", async () => {
    const teacher = await newTeacher();
    const d = await makeSlotOn(t.db, teacher, 3);
    const body = { timetable_id: `${d.slot.id}`, ig_date: d.date, subId: guitar.id };
    const res = await adhoc(await newStudent(), body);
    expectRefused(res, 400, BOOKING_MESSAGES.demoOnlySlot);
    expect((await adhoc(null, body)).status).toBe(401);
    const noSubject = await adhoc(await newStudent(), { ...body, subId: undefined });
    expect(noSubject.body.message).toBe(BOOKING_MESSAGES.subjectMandatory);
  });
});

describe("POST /api/delete-session-by-student", () => {
  const cancel = caller(deleteByStudent, "/api/delete-session-by-student");

  it("cancels the student's own seat and frees it for someone else", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3);
    const body = { timetable_id: slot.id, ig_date: date, subId: guitar.id };
    const student = await newStudent();
    const booked = await demo(student, body);
    const sessionId = booked.body.slot_id as number;
    expect((await demo(await newStudent(), body)).body.responseCode).toBe(201);

    const res = await cancel(student, { slot_id: sessionId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", responseCode: 200, slot_id: sessionId });
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, sessionId));
    expect(session!.enrolledCount).toBe(0);
    const [seat] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.studentId, student.id));
    expect(seat!.status).toBe(SESSION_STATUS.cancelled);
    // The seat is free again, and so is the student's free demo.
    expect((await demo(await newStudent(), body)).body.responseCode).toBe(200);
    expect((await cancel(student, { slot_id: sessionId })).status).toBe(404);
  });

  it("refuses someone else's class (404), another student's id (403), teachers and visitors", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3);
    const owner = await newStudent();
    const booked = await demo(owner, { timetable_id: slot.id, ig_date: date, subId: guitar.id });
    const sessionId = booked.body.slot_id;
    const intruder = await newStudent();
    expect((await cancel(intruder, { slot_id: sessionId })).status).toBe(404);
    expect((await cancel(intruder, { slot_id: sessionId, student_id: owner.id })).status).toBe(403);
    expect((await cancel(teacher, { slot_id: sessionId })).status).toBe(403);
    expect((await cancel(null, { slot_id: sessionId })).status).toBe(401);
    expect((await cancel(owner, {})).status).toBe(400);
    const [seat] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.studentId, owner.id));
    expect(seat!.status).toBe(SESSION_STATUS.scheduled);
  });

  it("refuses a class that has begun", async () => {
    const teacher = await newTeacher();
    const student = await newStudent();
    const session = await makeBookedClass(
      t.db,
      teacher.id,
      student.id,
      new Date(Date.now() - 30 * 60000),
    );
    const res = await cancel(student, { slot_id: session.id });
    expectRefused(res, 400, BOOKING_MESSAGES.classStarted);
  });
});

describe("POST /api/cancel-slot-by-teacher", () => {
  const cancel = caller(cancelByTeacher, "/api/cancel-slot-by-teacher");

  it("cancels the teacher's class and every seat in it, freeing the students' demo", async () => {
    const teacher = await newTeacher();
    const { slot, date } = await makeSlotOn(t.db, teacher, 3, { capacity: 2 });
    const a = await newStudent();
    const b = await newStudent();
    const body = { timetable_id: slot.id, ig_date: date, subId: guitar.id };
    const sessionId = (await demo(a, body)).body.slot_id;
    await demo(b, body);

    expect((await cancel(await newTeacher(), { slot_id: sessionId })).status).toBe(403);
    expect((await cancel(a, { slot_id: sessionId })).status).toBe(403);
    const res = await cancel(teacher, { slot_id: String(sessionId) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "success",
      slot_id: sessionId,
      cancelled_enrolments: 2,
    });
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, sessionId));
    expect(session!.status).toBe(SESSION_STATUS.cancelled);
    const seats = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.sessionId, sessionId));
    expect(seats.map((s) => s.status)).toEqual([
      SESSION_STATUS.cancelled,
      SESSION_STATUS.cancelled,
    ]);
    // The date stays cancelled; the students may book another demo.
    expect((await demo(await newStudent(), body)).body).toMatchObject({
      responseCode: 201,
      message: BOOKING_MESSAGES.slotUnavailable,
    });
    const other = await makeSlotOn(t.db, teacher, 4);
    expect(
      (await demo(a, { timetable_id: other.slot.id, ig_date: other.date, subId: guitar.id })).body
        .responseCode,
    ).toBe(200);
    expect((await cancel(teacher, { slot_id: sessionId })).status).toBe(200);
    expect((await cancel(teacher, { slot_id: sessionId })).body).toMatchObject({
      status: "error",
      responseCode: 409,
    });
  });

  it("cancels a date of a weekly slot before anyone booked it", async () => {
    const teacher = await newTeacher();
    const { slot, date, occurrenceId } = await makeSlotOn(t.db, teacher, 3);
    const res = await cancel(teacher, { slot_id: occurrenceId });
    expect(res.body).toMatchObject({ status: "success", cancelled_enrolments: 0 });
    const booked = await demo(await newStudent(), {
      timetable_id: slot.id,
      ig_date: date,
      subId: guitar.id,
    });
    expect(booked.body.responseCode).toBe(201);
    expect((await cancel(await newTeacher(), { slot_id: occurrenceId })).status).toBe(403);
  });

  it("refuses a class that has begun, an unknown class and a bad id", async () => {
    const teacher = await newTeacher();
    const session = await makeBookedClass(
      t.db,
      teacher.id,
      (await newStudent()).id,
      new Date(Date.now() - 10 * 60000),
    );
    const begun = await cancel(teacher, { slot_id: session.id });
    expectRefused(begun, 400, BOOKING_MESSAGES.classStarted);
    expect((await cancel(teacher, { slot_id: 999999 })).status).toBe(404);
    expect((await cancel(teacher, { slot_id: "abc" })).status).toBe(400);
    expect((await cancel(null, { slot_id: session.id })).status).toBe(401);
  });
});

describe("POST /api/save-preffered-slot", () => {
  const save = caller(savePreferred, "/api/save-preffered-slot");

  it("needs both date and time", async () => {
    const student = await newStudent();
    const date = localDateIn("Asia/Kolkata", 10);
    for (const body of [
      { date },
      { time: "10:00" },
      {},
      { date, time: "25:00" },
      { date: "x", time: "10:00" },
    ]) {
      const res = await save(student, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please choose the correct date or time.");
    }
  });

  it("keeps the note within 600 characters", async () => {
    const student = await newStudent();
    const date = localDateIn("Asia/Kolkata", 10);
    const tooLong = await save(student, { date, time: "10:00", note: "x".repeat(601) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ note: FIELD_MESSAGES.longTextTooLong });
    const ok = await save(student, { date, time: "10:00", note: "x".repeat(600) });
    expect(ok.status).toBe(200);
  });

  it("stores the viewer's local date and time as an instant, from a multipart form", async () => {
    const student = await newStudent();
    const date = localDateIn("America/New_York", 20);
    const form = new FormData();
    form.set("date", date);
    form.set("time", "09:30");
    form.set("note", "Weekends suit us.");
    form.set("subject_id", String(guitar.id));
    form.set("tz", "America/New_York");
    const { cookie } = await import("../support/legacy-client").then((m) =>
      m.cookieHeaderFor(student),
    );
    const response = await savePreferred(
      new Request("http://localhost/api/save-preffered-slot", {
        method: "POST",
        headers: { cookie },
        body: form,
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "success",
      responseCode: 200,
      message: BOOKING_MESSAGES.preferredSaved,
    });
    const [row] = await t.db
      .select()
      .from(preferredSlotRequests)
      .where(eq(preferredSlotRequests.studentId, student.id));
    expect(row!.preferredAt.toISOString()).toBe(
      fromWallTime(date, "09:30", "America/New_York").toISOString(),
    );
    expect(row).toMatchObject({ note: "Weekends suit us.", subjectId: guitar.id });
  });

  it("reads the time in the tz cookie's zone and refuses the past, visitors and teachers", async () => {
    const student = await newStudent();
    const date = localDateIn("Asia/Kolkata", 7);
    const res = await postAs(savePreferred, "/api/save-preffered-slot", student, {
      date,
      time: "18:00",
    });
    expect(res.status).toBe(200);
    expect(res.body.preferred_at).toBe(fromWallTime(date, "18:00", "Asia/Kolkata").toISOString());
    const past = await save(student, { date: localDateIn("Asia/Kolkata", -2), time: "10:00" });
    expect(past.status).toBe(400);
    expect((await save(null, { date, time: "10:00" })).status).toBe(401);
    expect((await save(await newTeacher(), { date, time: "10:00" })).status).toBe(403);
    const unknownSubject = await save(student, { date, time: "10:00", subject_id: 999999 });
    expect(unknownSubject.status).toBe(400);
  });
});

describe("demo slots of a subject (spec 2)", () => {
  it("lists upcoming demo times by the viewer's date, with seats left, and remembers the subject", async () => {
    const subject = await makeSubject(t.db, guitar.streamId, {
      name: "Ukulele",
      slug: "ukulele",
      code: "UKE",
    });
    const india = await newTeacher("Asia/Kolkata", subject);
    const us = await newTeacher("America/New_York", subject);
    const group = await makeSlotOn(t.db, india, 3, { time: "19:00", capacity: 4 });
    const morning = await makeSlotOn(t.db, us, 3, { time: "08:00" });
    await makeSlotOn(t.db, india, 3, { time: "07:00", isDemoSlot: false });
    await makeSlotOn(t.db, india, 4, { time: "07:00", isActive: false });
    const cancelled = await makeSlotOn(t.db, india, 5, { time: "07:00" });
    await postAs(cancelByTeacher, "/api/cancel-slot-by-teacher", india, {
      slot_id: cancelled.occurrenceId,
    });
    const booker = await newStudent();
    expect(
      (
        await postAs(
          enrollV1,
          `/ng-api/v1/enrollStudentToDemo?slot_id=${group.occurrenceId}`,
          booker,
        )
      ).body.status,
    ).toBe(true);

    const res = await postAs(demoSlots, "/st/demo-booking-slots", null, {
      subject_id: String(subject.id),
      tz: "America/New_York",
    });
    expect(res.status).toBe(200);
    const parsed = demoBookingSlotsResponse.parse(res.body);
    expect(parsed.time_zone).toBe("America/New_York");
    const all = parsed.dates.flatMap((d) => d.slots.map((s) => ({ ...s, day: d.date })));
    const ids = all.map((s) => s.slot_id);
    expect(ids).toContain(group.occurrenceId);
    expect(ids).toContain(morning.occurrenceId);
    expect(ids).not.toContain(cancelled.occurrenceId);
    // Only demo slots that are open: the regular and the closed slot never show; the cancelled
    // slot only on its other date.
    const slotIds = new Set(all.map((s) => Number(s.slot_id.split("_")[0])));
    expect([...slotIds].sort()).toEqual([group.slot.id, morning.slot.id, cancelled.slot.id].sort());
    const groupEntry = all.find((s) => s.slot_id === group.occurrenceId)!;
    expect(groupEntry).toMatchObject({ capacity: 4, remaining_seats: 3, teacher_id: india.id });
    // 19:00 in Kolkata is 09:30 or 08:30 in New York (EDT or EST) on the same date.
    const startsAt = fromWallTime(group.date, "19:00", "Asia/Kolkata");
    expect(groupEntry.starts_at).toBe(startsAt.toISOString());
    expect(groupEntry.time_text).toMatch(/^(09:30|08:30) AM \(E[SD]T\)$/);
    const morningEntry = all.find((s) => s.slot_id === morning.occurrenceId)!;
    expect(morningEntry).toMatchObject({ time: "08:00", day: morning.date, remaining_seats: 1 });
    expect(res.response.headers.get("set-cookie")).toContain(`demo_subject_id=${subject.id}`);

    // The same date's times, from the remembered subject.
    const times = await postAs(
      convertedTime,
      "/converted-time-student-select",
      null,
      { date: morning.date, tz: "America/New_York" },
      { cookie: `demo_subject_id=${subject.id}` },
    );
    expect(times.body.times.map((x: { slot_id: string }) => x.slot_id)).toContain(
      morning.occurrenceId,
    );
    expect(times.body.times.every((x: { starts_at: string }) => x.starts_at.length > 0)).toBe(true);
    const noSubject = await postAs(convertedTime, "/converted-time-student-select", null, {
      date: morning.date,
    });
    expect(noSubject.body).toMatchObject({ status: "success", times: [] });
    const missing = await postAs(demoSlots, "/st/demo-booking-slots", null, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(BOOKING_MESSAGES.subjectMandatory);
  });
});

describe("a teacher's leave days (decision 031)", () => {
  it("leave the demo times out of the chooser and off the profile, until the day is withdrawn", async () => {
    const subject = await makeSubject(t.db, guitar.streamId, {
      name: "Sitar",
      slug: "sitar",
      code: "STR",
    });
    const teacher = await newTeacher("Asia/Kolkata", subject);
    const slot = await makeSlotOn(t.db, teacher, 3, { time: "18:00" });
    const nextWeek = addDays(slot.date, 7);
    const [leave] = await t.db
      .insert(teacherLeaves)
      .values({ teacherId: teacher.id, type: "sick", fromDate: slot.date, toDate: slot.date })
      .returning();
    const [day] = await t.db
      .insert(teacherLeaveDays)
      .values({ leaveId: leave!.id, teacherId: teacher.id, leaveDate: slot.date })
      .returning();

    const chooser = async () => {
      const res = await postAs(demoSlots, "/st/demo-booking-slots", null, {
        subject_id: String(subject.id),
        tz: "Asia/Kolkata",
      });
      return demoBookingSlotsResponse
        .parse(res.body)
        .dates.flatMap((d) => d.slots.map((x) => x.slot_id));
    };
    const profileEntry = async () => {
      const week = await getTeacherTimetable(t.db, {
        teacherId: teacher.id,
        weekStatus: 0,
        viewerZone: "Asia/Kolkata",
        now: new Date(),
      });
      const next = await getTeacherTimetable(t.db, {
        teacherId: teacher.id,
        weekStatus: 1,
        viewerZone: "Asia/Kolkata",
        now: new Date(),
      });
      return [...week.entries, ...next.entries].find((e) => e.ig_date === slot.date)!;
    };

    expect(await chooser()).toEqual([`${slot.slot.id}_${nextWeek}`]);
    expect(await profileEntry()).toMatchObject({ classActive: false, booked: false });
    // Booking it is refused too: what the screens show and what the server takes agree.
    const student = await newStudent();
    const refused = await postAs(
      enrollV1,
      `/ng-api/v1/enrollStudentToDemo?slot_id=${slot.occurrenceId}`,
      student,
    );
    expect(refused.body.status).toBe(false);

    await t.db
      .update(teacherLeaveDays)
      .set({ status: LEAVE_STATUS.withdrawn, withdrawnAt: new Date() })
      .where(eq(teacherLeaveDays.id, day!.id));
    expect(await chooser()).toEqual([slot.occurrenceId, `${slot.slot.id}_${nextWeek}`]);
    expect(await profileEntry()).toMatchObject({ classActive: true });
  });
});

describe("POST enrollStudentToDemo (spec 2)", () => {
  it("enrols the student in a demo occurrence with course and level", async () => {
    const teacher = await newTeacher();
    const { occurrenceId } = await makeSlotOn(t.db, teacher, 3, { capacity: 2 });
    const student = await newStudent();
    const res = await postAs(
      enrollV1,
      `/ng-api/v1/enrollStudentToDemo?slot_id=${occurrenceId}&course_id=${encodeId(course.id)}&student_level=beginner`,
      student,
    );
    expect(res.status).toBe(200);
    expect(enrollDemoResponse.parse(res.body)).toMatchObject({
      status: true,
      message: BOOKING_MESSAGES.demoBooked,
      redirect_to: "/demo-booked-successfully/guitar-basics",
    });
    const [seat] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.studentId, student.id));
    expect(seat).toMatchObject({ isDemo: true, studentLevel: "beginner" });
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, res.body.slot_id));
    expect(session!.courseId).toBe(course.id);

    const again = await postAs(
      enrollSms,
      `/sms/st/enrollStudentToDemo?slot_id=${occurrenceId}`,
      student,
    );
    expect(again.body).toMatchObject({ status: false, message: BOOKING_MESSAGES.repeatDemo });
  });

  it("takes the default level 'no' and says when the slot is full", async () => {
    const teacher = await newTeacher();
    const { occurrenceId } = await makeSlotOn(t.db, teacher, 3);
    const first = await newStudent();
    const ok = await postAs(
      enrollSms,
      `/sms/st/enrollStudentToDemo?slot_id=${occurrenceId}`,
      first,
    );
    expect(ok.body).toMatchObject({
      status: true,
      redirect_to: "/demo-booked-successfully/guitar-basics",
    });
    const [seat] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.studentId, first.id));
    expect(seat!.studentLevel).toBe("no");
    const full = await postAs(
      enrollSms,
      `/sms/st/enrollStudentToDemo?slot_id=${occurrenceId}`,
      await newStudent(),
    );
    expect(full.status).toBe(200);
    expect(full.body).toEqual({
      status: false,
      responseCode: 201,
      message: "This Demo Slot is full booked.please select another slot.",
    });
    const repeat = await makeSlotOn(t.db, teacher, 5);
    const second = await postAs(
      enrollV1,
      `/ng-api/v1/enrollStudentToDemo?slot_id=${repeat.occurrenceId}`,
      first,
    );
    expect(second.body).toMatchObject({ status: false, message: BOOKING_MESSAGES.repeatDemo });
  });

  it("refuses a missing or malformed slot, another subject's course, visitors and teachers", async () => {
    const teacher = await newTeacher();
    const { occurrenceId } = await makeSlotOn(t.db, teacher, 3);
    const student = await newStudent();
    for (const query of ["", "?slot_id=", "?slot_id=42", "?slot_id=42_2025-13-01"]) {
      const res = await postAs(enrollV1, `/ng-api/v1/enrollStudentToDemo${query}`, student);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe("Please select a preferred slot.");
    }
    const wrong = await postAs(
      enrollV1,
      `/ng-api/v1/enrollStudentToDemo?slot_id=${occurrenceId}&course_id=${pianoCourse.id}`,
      student,
    );
    expect(wrong.body).toMatchObject({ status: false, message: BOOKING_MESSAGES.wrongSubject });
    const unknownCourse = await postAs(
      enrollV1,
      `/ng-api/v1/enrollStudentToDemo?slot_id=${occurrenceId}&course_id=999999`,
      student,
    );
    expect(unknownCourse.status).toBe(404);
    expect(
      (await postAs(enrollV1, `/ng-api/v1/enrollStudentToDemo?slot_id=${occurrenceId}`, null))
        .status,
    ).toBe(401);
    expect(
      (await postAs(enrollV1, `/ng-api/v1/enrollStudentToDemo?slot_id=${occurrenceId}`, teacher))
        .status,
    ).toBe(403);
  });
});

describe("upcoming classes", () => {
  it("lists a student's next seats with the teacher, and a teacher's booked classes with students", async () => {
    const teacher = await newTeacher();
    const student = await payingStudent({ firstName: "Mira", lastName: "Das" });
    const later = await makeSlotOn(t.db, teacher, 6, { isDemoSlot: false });
    const sooner = await makeSlotOn(t.db, teacher, 2);
    await demo(student, { timetable_id: sooner.slot.id, ig_date: sooner.date, subId: guitar.id });
    await postAs(createAdhoc, "/api/create-adhoc-student-session", student, {
      timetable_id: String(later.slot.id),
      ig_date: later.date,
      subId: guitar.id,
    });
    await makeSlotOn(t.db, teacher, 3, { time: "06:00" }); // never booked: not listed
    const mine = await listUpcoming(t.db, { ...student, name: "", prefix: "st" }, new Date());
    expect(mine.map((c) => [c.isDemo, c.subjectName, c.people])).toEqual([
      [true, "Guitar", [expect.stringContaining(teacher.name)]],
      [false, "Guitar", [expect.stringContaining(teacher.name)]],
    ]);
    const theirs = await listUpcoming(t.db, { ...teacher, name: "", prefix: "em" }, new Date());
    expect(theirs.map((c) => c.people)).toEqual([["Mira Das"], ["Mira Das"]]);
    await postAs(deleteByStudent, "/api/delete-session-by-student", student, {
      slot_id: mine[0]!.sessionId,
    });
    expect(
      await listUpcoming(t.db, { ...student, name: "", prefix: "st" }, new Date()),
    ).toHaveLength(1);
    expect(
      await listUpcoming(t.db, { ...teacher, name: "", prefix: "em" }, new Date()),
    ).toHaveLength(1);
    const [left] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(and(eq(sessionEnrolments.studentId, student.id), eq(sessionEnrolments.isDemo, false)));
    expect(left!.status).toBe(SESSION_STATUS.scheduled);
  });
});
