import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as setRating } from "@/app/(api)/api/set-rating/route";
import { POST as updateTopic } from "@/app/(api)/api/update-slot-topic/route";
import { GET as attendedList } from "@/app/(api)/em/get-attended-slot-student-list/route";
import { GET as studentList } from "@/app/(api)/em/get-slot-student-list/route";
import { POST as requestVideo } from "@/app/(api)/ng-api/v1/request-video/route";
import { POST as reportProblem } from "@/app/(api)/ng-api/v2/report-contract-problem/route";
import { GET as updateMarks } from "@/app/(api)/update-marks/route";
import {
  classRatings,
  classSessions,
  contractProblemReports,
  outboxMessages,
  recordingRequests,
  SESSION_STATUS,
  teacherProfiles,
  users,
} from "@/db/schema";
import { awardMarks } from "@/lib/classes/after/marks";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import {
  reportProblemResponse,
  requestVideoResponse,
  setRatingResponse,
  slotStudentListResponse,
  updateMarksResponse,
  updateSlotTopicResponse,
} from "@/lib/classes/after/schemas";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { makePack } from "./payments-support";
import { postAs } from "../support/booking-fixtures";
import {
  afterClassTestContext,
  getAs,
  makeAfterClass,
  makeContract,
  markAttended,
} from "../support/classes-after-fixtures";
import { makeTeacher, makeUser } from "../support/factories";

// The seeded mean and count have no rating rows behind them: updates must be incremental.
const ctx = afterClassTestContext({ rating: 4.5, ratingCount: 10 });

const rate = (user: Parameters<typeof postAs>[2], body: Record<string, unknown>) =>
  postAs(setRating, "/api/set-rating", user, body);

async function teacherRating(teacherId = ctx.cast.teacher.id) {
  const [row] = await ctx.t.db
    .select({ rating: teacherProfiles.rating, count: teacherProfiles.ratingCount })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  return { rating: Number(row!.rating), count: row!.count };
}

describe("POST /api/set-rating", () => {
  it("rates an attended class once, updating the teacher's mean and count together", async () => {
    const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      ctx.cast.alice,
    ]);
    await markAttended(ctx.t.db, enrolmentOf(ctx.cast.alice.id));
    const res = await rate(ctx.cast.alice, {
      slot_id: session.id,
      rating: "4",
      userId: ctx.cast.alice.id,
    });
    expect(res.status).toBe(200);
    expect(setRatingResponse.parse(res.body)).toMatchObject({
      status: "success",
      rating: 4,
      redirect_to: "/st/dashboard",
      rating_count: 11,
      teacher_rating: 4.45, // (4.5 * 10 + 4) / 11 = 4.4545…
    });
    expect(await teacherRating()).toEqual({ rating: 4.45, count: 11 });

    const again = await rate(ctx.cast.alice, { slot_id: session.id, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AFTER_MESSAGES.alreadyRated);
    expect(await teacherRating()).toEqual({ rating: 4.45, count: 11 });
    const rows = await ctx.t.db
      .select()
      .from(classRatings)
      .where(eq(classRatings.sessionId, session.id));
    expect(rows).toMatchObject([
      { studentId: ctx.cast.alice.id, teacherId: ctx.cast.teacher.id, rating: 4 },
    ]);
  });

  it("counts every rating when students of a group class rate at the same time", async () => {
    const { user: teacher } = await makeTeacher(ctx.t.db, ctx.cast.subject);
    const students = await Promise.all(
      [1, 2, 3, 4].map(() => makeUser(ctx.t.db, { role: "student" })),
    );
    const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, teacher.id, students);
    for (const s of students) await markAttended(ctx.t.db, enrolmentOf(s.id));
    const answers = await Promise.all(
      students.map((s, i) =>
        rate({ id: s.id, role: "student" }, { slot_id: session.id, rating: i + 2 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await teacherRating(teacher.id)).toEqual({ rating: 3.5, count: 4 });
  });

  it("refuses bad ratings, other callers and unknown classes", async () => {
    const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [
      ctx.cast.alice,
      ctx.cast.bob,
    ]);
    await markAttended(ctx.t.db, enrolmentOf(ctx.cast.alice.id));
    for (const rating of [0, 6, 2.5, "abc", null]) {
      const res = await rate(ctx.cast.alice, { slot_id: session.id, rating });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AFTER_MESSAGES.ratingRange);
    }
    expect((await rate(null, { slot_id: session.id, rating: 5 })).status).toBe(401);
    expect((await rate(ctx.cast.teacher, { slot_id: session.id, rating: 5 })).status).toBe(403);
    expect((await rate(ctx.cast.stranger, { slot_id: session.id, rating: 5 })).status).toBe(403);
    const notOwn = await rate(ctx.cast.alice, {
      slot_id: session.id,
      rating: 5,
      userId: ctx.cast.bob.id,
    });
    expect(notOwn).toMatchObject({ status: 403, body: { message: AFTER_MESSAGES.rateOwnAccount } });
    const absent = await rate(ctx.cast.bob, { slot_id: session.id, rating: 5 });
    expect(absent).toMatchObject({
      status: 403,
      body: { message: AFTER_MESSAGES.rateOnlyAttended },
    });
    const unknown = await rate(ctx.cast.alice, { slot_id: 999_999, rating: 5 });
    expect(unknown).toMatchObject({ status: 404, body: { message: CLASS_MESSAGES.classNotFound } });
    expect((await rate(ctx.cast.alice, { slot_id: "x", rating: 5 })).status).toBe(400);
    const rows = await ctx.t.db
      .select()
      .from(classRatings)
      .where(eq(classRatings.sessionId, session.id));
    expect(rows).toHaveLength(0);
  });
});

describe("POST /api/update-slot-topic", () => {
  const save = (user: Parameters<typeof postAs>[2], body: Record<string, unknown>) =>
    postAs(updateTopic, "/api/update-slot-topic", user, body);

  it("saves the trimmed class notes of the teacher's class", async () => {
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], 24);
    const res = await save(ctx.cast.teacher, {
      slot_id: String(session.id),
      slot_title: "  Chords  ",
    });
    expect(res.status).toBe(200);
    expect(updateSlotTopicResponse.parse(res.body)).toMatchObject({
      slot_id: session.id,
      slot_title: "Chords",
    });
    const [row] = await ctx.t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, session.id));
    expect(row!.title).toBe("Chords");
  });

  it("refuses empty or long notes, other callers and unknown classes", async () => {
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], 24);
    const empty = await save(ctx.cast.teacher, { slot_id: session.id, slot_title: "   " });
    expect(empty).toMatchObject({ status: 400, body: { message: AFTER_MESSAGES.topicRequired } });
    const long = await save(ctx.cast.teacher, { slot_id: session.id, slot_title: "a".repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { message: AFTER_MESSAGES.topicTooLong } });
    const body = { slot_id: session.id, slot_title: "Scales" };
    expect((await save(null, body)).status).toBe(401);
    expect((await save(ctx.cast.alice, body)).status).toBe(403);
    expect((await save(ctx.cast.otherTeacher, body)).status).toBe(403);
    expect((await save(ctx.cast.teacher, { ...body, slot_id: 999_999 })).status).toBe(404);
    const [row] = await ctx.t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, session.id));
    expect(row!.title).toBeNull();
  });
});

describe("GET /em/get-slot-student-list and get-attended-slot-student-list", () => {
  it("lists the seats that were not cancelled, and only the present ones on the attended list", async () => {
    const carol = await makeUser(ctx.t.db, { role: "student", firstName: "Carol" });
    const { session, enrolmentOf } = await makeAfterClass(
      ctx.t.db,
      ctx.cast.teacher.id,
      [ctx.cast.bob, ctx.cast.alice, { id: carol.id, status: SESSION_STATUS.cancelled }],
      -1,
      { subjectId: ctx.cast.subject.id, isDemo: true },
    );
    await markAttended(ctx.t.db, enrolmentOf(ctx.cast.alice.id), new Date("2026-01-01T10:00:00Z"));
    const path = `/em/get-slot-student-list?slot_id=${session.id}`;
    const all = await getAs(studentList, path, ctx.cast.teacher);
    expect(all.status).toBe(200);
    const parsed = slotStudentListResponse.parse(all.body);
    expect(parsed.header).toMatchObject({
      slot_id: session.id,
      title: null,
      is_demo: true,
      has_begun: true,
      student_count: 2,
      starts_at: session.startsAt.toISOString(),
    });
    expect(parsed.header.subject).toBeTruthy();
    expect(parsed.studentList).toEqual([
      {
        id: enrolmentOf(ctx.cast.alice.id),
        student_id: ctx.cast.alice.id,
        name: "Alice",
        attended: true,
        attended_at: "2026-01-01T10:00:00.000Z",
        attendance: "present",
        status: SESSION_STATUS.held,
        notified_count: 0,
      },
      expect.objectContaining({ name: "Bob", attended: false, attended_at: null }),
    ]);

    const attended = await getAs(
      attendedList,
      `/em/get-attended-slot-student-list?slot_id=${session.id}`,
      ctx.cast.teacher,
    );
    expect(attended.body.header.student_count).toBe(1);
    expect(attended.body.studentList.map((s: { name: string }) => s.name)).toEqual(["Alice"]);
  });

  it("calls a student absent only once the class has ended (issue 26)", async () => {
    const attendanceOf = async (hoursFromNow: number, running = false) => {
      const { session } = await makeAfterClass(
        ctx.t.db,
        ctx.cast.teacher.id,
        [ctx.cast.bob],
        hoursFromNow,
      );
      if (running) {
        // Begun a quarter of an hour ago, ends in three quarters.
        await ctx.t.db
          .update(classSessions)
          .set({
            startsAt: new Date(Date.now() - 15 * 60_000),
            endsAt: new Date(Date.now() + 45 * 60_000),
          })
          .where(eq(classSessions.id, session.id));
      }
      const res = await getAs(
        studentList,
        `/em/get-slot-student-list?slot_id=${session.id}`,
        ctx.cast.teacher,
      );
      if (running) {
        // Out of the way of the other tests' classes of this teacher.
        await ctx.t.db
          .update(classSessions)
          .set({
            startsAt: new Date("2001-01-01T00:00:00Z"),
            endsAt: new Date("2001-01-01T01:00:00Z"),
          })
          .where(eq(classSessions.id, session.id));
      }
      return res.body.studentList[0].attendance;
    };
    expect(await attendanceOf(3)).toBe("not_yet");
    // Still running: not absent yet.
    expect(await attendanceOf(-1, true)).toBe("not_yet");
    expect(await attendanceOf(-1)).toBe("absent");
  });

  it("answers an empty list and a future class as not begun", async () => {
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [], 5);
    const res = await getAs(
      studentList,
      `/em/get-slot-student-list?slot_id=${session.id}`,
      ctx.cast.teacher,
    );
    expect(res.body).toMatchObject({
      header: { has_begun: false, student_count: 0 },
      studentList: [],
    });
  });

  it("refuses other callers, unknown classes and a bad slot_id", async () => {
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice]);
    for (const handler of [studentList, attendedList]) {
      const path = `/em/x?slot_id=${session.id}`;
      expect((await getAs(handler, path, null)).status).toBe(401);
      expect((await getAs(handler, path, ctx.cast.alice)).status).toBe(403);
      expect((await getAs(handler, path, ctx.cast.otherTeacher)).status).toBe(403);
      expect((await getAs(handler, "/em/x?slot_id=999999", ctx.cast.teacher)).status).toBe(404);
      expect((await getAs(handler, "/em/x?slot_id=abc", ctx.cast.teacher)).status).toBe(400);
      expect((await getAs(handler, "/em/x", ctx.cast.teacher)).status).toBe(400);
    }
  });
});

describe("POST /ng-api/v1/request-video", () => {
  const ask = (user: Parameters<typeof postAs>[2], body: Record<string, unknown>) =>
    postAs(requestVideo, "/ng-api/v1/request-video", user, body);

  it("stores the request once and tells the teacher once", async () => {
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice]);
    const first = await ask(ctx.cast.alice, { slot_id: session.id });
    expect(first.status).toBe(200);
    expect(requestVideoResponse.parse(first.body)).toMatchObject({
      slot_id: session.id,
      already_requested: false,
      message: AFTER_MESSAGES.videoRequested,
    });
    const again = await ask(ctx.cast.alice, { slot_id: session.id });
    expect(again.body).toMatchObject({ status: "success", already_requested: true });
    const rows = await ctx.t.db
      .select()
      .from(recordingRequests)
      .where(eq(recordingRequests.sessionId, session.id));
    expect(rows).toHaveLength(1);
    const [teacher] = await ctx.t.db.select().from(users).where(eq(users.id, ctx.cast.teacher.id));
    const sent = await ctx.t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, `${teacher!.countryCode}${teacher!.mobile}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("asked for the recording");
  });

  it("refuses a class not begun or cancelled, other callers and unknown classes", async () => {
    const future = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], 3);
    expect(await ask(ctx.cast.alice, { slot_id: future.session.id })).toMatchObject({
      status: 400,
      body: { message: AFTER_MESSAGES.notBegun },
    });
    const cancelled = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], -30, {
      status: SESSION_STATUS.cancelled,
    });
    expect(await ask(ctx.cast.alice, { slot_id: cancelled.session.id })).toMatchObject({
      status: 400,
      body: { message: AFTER_MESSAGES.classCancelled },
    });
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], -50);
    expect((await ask(null, { slot_id: session.id })).status).toBe(401);
    expect((await ask(ctx.cast.teacher, { slot_id: session.id })).status).toBe(403);
    expect((await ask(ctx.cast.stranger, { slot_id: session.id })).status).toBe(403);
    expect((await ask(ctx.cast.alice, { slot_id: 999_999 })).status).toBe(404);
    expect((await ask(ctx.cast.alice, {})).status).toBe(400);
  });
});

describe("GET /update-marks", () => {
  it("awards an activity's marks once a day and keeps the total", async () => {
    const student = await makeUser(ctx.t.db, { role: "student" });
    const me = { id: student.id, role: "student" as const };
    const first = await getAs(updateMarks, "/update-marks?type=class_notes_read", me);
    expect(first.status).toBe(200);
    expect(updateMarksResponse.parse(first.body)).toMatchObject({ awarded: 5, total_marks: 5 });
    const again = await getAs(updateMarks, "/update-marks?type=class_notes_read", me);
    expect(again.body).toMatchObject({
      awarded: 0,
      total_marks: 5,
      message: AFTER_MESSAGES.marksAlreadyToday,
    });
    const homework = await getAs(updateMarks, "/update-marks?type=homework_done", me);
    expect(homework.body).toMatchObject({ awarded: 10, total_marks: 15 });
  });

  it("counts days in the student's own zone", async () => {
    const student = await makeUser(ctx.t.db, { role: "student", timeZone: "Asia/Kolkata" });
    const me = { id: student.id, role: "student" as const, name: "S", prefix: "st" };
    // 23:30 and 23:50 IST on 1 January, then 00:30 IST on 2 January.
    const late = await awardMarks(ctx.t.db, me, "quiz_completed", new Date("2026-01-01T18:00:00Z"));
    const later = await awardMarks(
      ctx.t.db,
      me,
      "quiz_completed",
      new Date("2026-01-01T18:20:00Z"),
    );
    const next = await awardMarks(ctx.t.db, me, "quiz_completed", new Date("2026-01-01T19:00:00Z"));
    expect([late.awarded, later.awarded, next.awarded]).toEqual([10, 0, 10]);
    expect(next.totalMarks).toBe(20);
  });

  it("refuses unknown types and callers who are not students", async () => {
    const bad = await getAs(updateMarks, "/update-marks?type=free_points", ctx.cast.alice);
    expect(bad).toMatchObject({ status: 400, body: { message: AFTER_MESSAGES.unknownMarkType } });
    expect((await getAs(updateMarks, "/update-marks", ctx.cast.alice)).status).toBe(400);
    expect((await getAs(updateMarks, "/update-marks?type=homework_done", null)).status).toBe(401);
    const teacher = await getAs(updateMarks, "/update-marks?type=homework_done", ctx.cast.teacher);
    expect(teacher.status).toBe(403);
  });
});

describe("POST /ng-api/v2/report-contract-problem", () => {
  const report = (user: Parameters<typeof postAs>[2], body: Record<string, unknown>) =>
    postAs(reportProblem, "/ng-api/v2/report-contract-problem", user, body);

  it("stores a problem about the student's own purchase, or in general", async () => {
    const pack = await makePack(ctx.t.db, ctx.cast.subject.id);
    const contract = await makeContract(ctx.t.db, ctx.cast.alice.id, ctx.cast.subject.id, pack.id);
    const res = await report(ctx.cast.alice, {
      contract_id: String(contract.id),
      problem: "  The teacher did not come.  ",
    });
    expect(res.status).toBe(200);
    const answer = reportProblemResponse.parse(res.body);
    const [row] = await ctx.t.db
      .select()
      .from(contractProblemReports)
      .where(eq(contractProblemReports.id, answer.id));
    expect(row).toMatchObject({
      userId: ctx.cast.alice.id,
      contractId: contract.id,
      problem: "The teacher did not come.",
    });
    const general = await report(ctx.cast.alice, { problem: "a".repeat(600), contract_id: "" });
    expect(general.status).toBe(200);
  });

  it("refuses empty or long text, someone else's purchase and other callers", async () => {
    const pack = await makePack(ctx.t.db, ctx.cast.subject.id);
    const bobs = await makeContract(ctx.t.db, ctx.cast.bob.id, ctx.cast.subject.id, pack.id);
    for (const problem of ["", "   ", undefined]) {
      const res = await report(ctx.cast.alice, { problem });
      expect(res).toMatchObject({
        status: 400,
        body: { message: CLASS_MESSAGES.reportProblemRequired },
      });
    }
    const long = await report(ctx.cast.alice, { problem: "a".repeat(601) });
    expect(long).toMatchObject({ status: 400, body: { message: FIELD_MESSAGES.longTextTooLong } });
    const notMine = await report(ctx.cast.alice, { contract_id: bobs.id, problem: "Refund" });
    expect(notMine).toMatchObject({
      status: 404,
      body: { message: AFTER_MESSAGES.contractNotFound },
    });
    expect((await report(ctx.cast.alice, { contract_id: 999_999, problem: "x" })).status).toBe(404);
    expect((await report(null, { problem: "x" })).status).toBe(401);
    expect((await report(ctx.cast.teacher, { problem: "x" })).status).toBe(403);
    const rows = await ctx.t.db
      .select()
      .from(contractProblemReports)
      .where(eq(contractProblemReports.contractId, bobs.id));
    expect(rows).toHaveLength(0);
  });
});
