import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as startAny } from "@/app/(api)/api/ceate-and-join-meeting/route";
import { POST as markAttendanceRoute } from "@/app/(api)/api/mark-attendance/route";
import { POST as resumeRoute } from "@/app/(api)/api/resume-meeting/route";
import { POST as checkStarted } from "@/app/(api)/ng-api/v1/check-meeting-started/route";
import { POST as joinNow } from "@/app/(api)/ng-api/v1/join-class-now/route";
import { GET as meetingLink } from "@/app/(api)/st/get-meeting-link/route";
import { classMeetings, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { checkMeetingStarted } from "@/lib/classes/join/check-started";
import { joinClass } from "@/lib/classes/join/join-class";
import { markAttendance } from "@/lib/classes/join/mark-attendance";
import { pointsLedger } from "@/lib/engagement/points/ledger";
import { POINTS } from "@/lib/engagement/points/rules";
import {
  joinResponse,
  markAttendanceResponse,
  meetingStartedResponse,
} from "@/lib/classes/live-schemas";
import { CLASS_MESSAGES } from "@/lib/classes/messages";
import { MEETING_MESSAGES } from "@/lib/classes/meetings/messages";
import { startMeeting } from "@/lib/classes/meetings/start";
import { postAs } from "../support/booking-fixtures";
import {
  getAs,
  jitsiDeps,
  liveClass,
  makeContract,
  liveClassesContext,
  type Who,
} from "../support/classes-live-fixtures";

const live = liveClassesContext();
const { newTeacher, newStudent, bookedClass } = live;

const check = (user: Who | null, body: Record<string, unknown>) =>
  postAs(checkStarted, "/ng-api/v1/check-meeting-started", user, body);
const join = (user: Who | null, body: Record<string, unknown>) =>
  postAs(joinNow, "/ng-api/v1/join-class-now", user, body);
const link = (user: Who | null, sessionId: unknown) =>
  getAs(meetingLink, `/st/get-meeting-link?session_id=${String(sessionId)}`, user);
const attend = (user: Who | null, body: Record<string, unknown>) =>
  postAs(markAttendanceRoute, "/api/mark-attendance", user, body);
const start = (user: Who, sessionId: number) =>
  postAs(startAny, "/api/ceate-and-join-meeting", user, { slot_id: sessionId });

const meetingOf = async (sessionId: number) =>
  (await live.db.select().from(classMeetings).where(eq(classMeetings.sessionId, sessionId)))[0]!;

const enrolmentOf = async (sessionId: number, studentId: number) =>
  (
    await live.db.select().from(sessionEnrolments).where(eq(sessionEnrolments.sessionId, sessionId))
  ).find((e) => e.studentId === studentId)!;

describe("POST /ng-api/v1/check-meeting-started", () => {
  it("tells either party whether the teacher has started, without a link", async () => {
    const { teacher, student, session } = await bookedClass(5);
    for (const caller of [teacher, student]) {
      const res = await check(caller, { slot_id: session.id });
      expect(res.status).toBe(200);
      expect(meetingStartedResponse.parse(res.body)).toEqual({
        status: "success",
        started: false,
        message: MEETING_MESSAGES.teacherNotStarted,
      });
    }
    await start(teacher, session.id);
    for (const caller of [teacher, student]) {
      expect((await check(caller, { slot_id: String(session.id) })).body).toEqual({
        status: "success",
        started: true,
        message: MEETING_MESSAGES.teacherStarted,
      });
    }
  });

  it("is not started once the class is over or cancelled (fixed clock)", async () => {
    const at = new Date("2027-05-01T10:00:00Z");
    const { teacher, student, session } = await bookedClass(0, { at });
    await startMeeting(live.db, jitsiDeps(), teacher, { slotId: session.id }, "any", at);
    const during = new Date(at.getTime() + 59 * 60_000);
    const after = new Date(at.getTime() + 60 * 60_000);
    expect(await checkMeetingStarted(live.db, student, session.id, during)).toMatchObject({
      started: true,
    });
    expect(await checkMeetingStarted(live.db, student, session.id, after)).toEqual({
      status: "success",
      started: false,
      message: CLASS_MESSAGES.meetingTimeOver,
    });
  });

  it("refuses anonymous 401, another student, another teacher and an admin 403, unknown 404, bad 400", async () => {
    const { session } = await bookedClass(0);
    expect((await check(null, { slot_id: session.id })).status).toBe(401);
    for (const caller of [await newStudent(), await newTeacher(), live.admin]) {
      expect((await check(caller, { slot_id: session.id })).status).toBe(403);
    }
    const { student } = await bookedClass(0);
    expect((await check(student, { slot_id: 999999 })).status).toBe(404);
    expect((await check(student, { slot_id: "x" })).status).toBe(400);
  });
});

describe("POST /ng-api/v1/join-class-now and GET /st/get-meeting-link", () => {
  it("waits while the teacher has not started, then answers the student's join link", async () => {
    const { teacher, student, session } = await bookedClass(5, { isDemo: true });
    for (const res of [
      await join(student, { slot_id: session.id }),
      await link(student, session.id),
    ]) {
      expect(res.status).toBe(200);
      expect(joinResponse.parse(res.body)).toEqual({
        status: "waiting",
        started: false,
        message: MEETING_MESSAGES.waitForTeacher,
      });
    }
    await start(teacher, session.id);
    const meeting = await meetingOf(session.id);
    const expected = {
      status: "success",
      started: true,
      meeting_url: `${meeting.joinUrl}#userInfo.displayName=%22Test%22`,
      message: MEETING_MESSAGES.joinReady,
    };
    expect((await join(student, { slot_id: session.id })).body).toEqual(expected);
    expect((await link(student, session.id)).body).toEqual(expected);
  });

  it("fails a cancelled class, a class that is over, and a join more than 15 minutes early", async () => {
    const at = new Date("2027-06-01T10:00:00Z");
    const { teacher, student, session } = await bookedClass(0, { at, isDemo: true });
    await startMeeting(live.db, jitsiDeps(), teacher, { slotId: session.id }, "any", at);
    const minute = (m: number) => new Date(at.getTime() + m * 60_000);
    expect(await joinClass(live.db, student, session.id, minute(-16))).toEqual({
      status: "fail",
      started: false,
      message: MEETING_MESSAGES.tooEarlyToJoin,
    });
    expect(await joinClass(live.db, student, session.id, minute(59))).toMatchObject({
      status: "success",
    });
    expect(await joinClass(live.db, student, session.id, minute(60))).toEqual({
      status: "fail",
      started: false,
      message: CLASS_MESSAGES.meetingTimeOver,
    });
    const cancelled = await liveClass(live.db, {
      teacherId: teacher.id,
      startsIn: 120,
      at,
      status: SESSION_STATUS.cancelled,
      students: [{ id: student.id }],
    });
    expect(await joinClass(live.db, student, cancelled.id, minute(120))).toEqual({
      status: "fail",
      started: false,
      message: MEETING_MESSAGES.cancelled,
    });
  });

  it("blocks a paid class when no classes remain, and lets a demo in", async () => {
    const { teacher, student, session } = await bookedClass(0, { subjectId: live.subject.id });
    await start(teacher, session.id);
    // No pack at all: nothing remains.
    expect((await join(student, { slot_id: session.id })).body).toEqual({
      status: "fail",
      started: true,
      message: CLASS_MESSAGES.noClassesRemaining,
    });
    // A pack of 1 class, already used by a class attended before.
    await makeContract(live.db, {
      studentId: student.id,
      subjectId: live.subject.id,
      totalClasses: 1,
    });
    await liveClass(live.db, {
      teacherId: teacher.id,
      subjectId: live.subject.id,
      startsIn: -24 * 60,
      students: [{ id: student.id, status: SESSION_STATUS.held, attendedAt: new Date() }],
    });
    const blocked = await link(student, session.id);
    expect(blocked.body).toMatchObject({
      status: "fail",
      message: CLASS_MESSAGES.noClassesRemaining,
    });
    const refused = await attend(student, { slot_id: session.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CLASS_MESSAGES.noClassesRemaining);
    // One more class bought: the student may join.
    await makeContract(live.db, {
      studentId: student.id,
      subjectId: live.subject.id,
      totalClasses: 1,
    });
    expect((await join(student, { slot_id: session.id })).body.status).toBe("success");

    // A demo needs no pack.
    const demo = await bookedClass(0, { subjectId: live.subject.id, isDemo: true });
    await start(demo.teacher, demo.session.id);
    expect((await join(demo.student, { slot_id: demo.session.id })).body.status).toBe("success");
  });

  it("lets a student back into a paid class they were marked present in, with the pack used up", async () => {
    const { teacher, student, session } = await bookedClass(0, { subjectId: live.subject.id });
    await makeContract(live.db, {
      studentId: student.id,
      subjectId: live.subject.id,
      totalClasses: 1,
    });
    await start(teacher, session.id);
    expect((await attend(student, { slot_id: session.id })).status).toBe(200);
    expect((await join(student, { slot_id: session.id })).body.status).toBe("success");
  });

  it("refuses the teacher, another student, another teacher, an admin (403), anonymous (401), unknown (404), bad (400)", async () => {
    const { teacher, session } = await bookedClass(0, { isDemo: true });
    await start(teacher, session.id);
    for (const caller of [teacher, await newStudent(), await newTeacher(), live.admin]) {
      expect((await join(caller, { slot_id: session.id })).status).toBe(403);
      expect((await link(caller, session.id)).status).toBe(403);
    }
    expect((await join(null, { slot_id: session.id })).status).toBe(401);
    expect((await link(null, session.id)).status).toBe(401);
    const { student } = await bookedClass(0);
    expect((await join(student, { slot_id: 999999 })).status).toBe(404);
    expect((await link(student, 999999)).status).toBe(404);
    expect((await join(student, {})).status).toBe(400);
    expect((await link(student, "abc")).status).toBe(400);
  });

  it("refuses a student whose seat was cancelled (403)", async () => {
    const teacher = await newTeacher();
    const student = await newStudent();
    const session = await liveClass(live.db, {
      teacherId: teacher.id,
      startsIn: 0,
      isDemo: true,
      students: [{ id: student.id, status: SESSION_STATUS.cancelled }],
    });
    await start(teacher, session.id);
    expect((await join(student, { slot_id: session.id })).status).toBe(403);
  });
});

describe("nobody but the two parties gets a meeting link", () => {
  it("other students, other teachers, admins and anonymous see no link from any call", async () => {
    const { teacher, student, session } = await bookedClass(0, { isDemo: true });
    await start(teacher, session.id);
    const meeting = await meetingOf(session.id);
    const outsiders = [null, await newStudent(), await newTeacher(), live.admin];
    for (const caller of outsiders) {
      const answers = [
        await join(caller, { slot_id: session.id }),
        await link(caller, session.id),
        await check(caller, { slot_id: session.id }),
        await attend(caller, { slot_id: session.id }),
        await postAs(startAny, "/api/ceate-and-join-meeting", caller, { slot_id: session.id }),
        await postAs(resumeRoute, "/api/resume-meeting", caller, { slot_id: session.id }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(caller ? 403 : 401);
        expect(JSON.stringify(res.body)).not.toContain(meeting.externalId);
      }
    }
    // The two parties do get it.
    expect((await join(student, { slot_id: session.id })).body.meeting_url).toContain(
      meeting.externalId,
    );
    expect((await start(teacher, session.id)).body.meeting_url).toContain(meeting.externalId);
  });
});

describe("POST /api/mark-attendance", () => {
  it("marks the student present once, keeps the first time, and holds the seat", async () => {
    const { teacher, student, session } = await bookedClass(0, { isDemo: true });
    const early = await attend(student, { slot_id: session.id });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MEETING_MESSAGES.attendanceNotStarted);
    await start(teacher, session.id);
    const first = await attend(student, { slot_id: session.id });
    expect(first.status).toBe(200);
    expect(markAttendanceResponse.parse(first.body)).toMatchObject({
      status: "success",
      message: MEETING_MESSAGES.attendanceMarked,
    });
    const again = await attend(student, { slot_id: session.id });
    expect(again.body.attended_at).toBe(first.body.attended_at);
    const enrolment = await enrolmentOf(session.id, student.id);
    expect(enrolment.attendedAt!.toISOString()).toBe(first.body.attended_at);
    expect(enrolment.status).toBe(SESSION_STATUS.held);
  });

  it("refuses after the class is over, but repeats an earlier mark (fixed clock)", async () => {
    const at = new Date("2027-07-01T10:00:00Z");
    const { teacher, student, session } = await bookedClass(0, { at, isDemo: true });
    await startMeeting(live.db, jitsiDeps(), teacher, { slotId: session.id }, "any", at);
    const after = new Date(at.getTime() + 60 * 60_000);
    await expect(markAttendance(live.db, student, session.id, after)).rejects.toMatchObject({
      status: 409,
      message: CLASS_MESSAGES.meetingTimeOver,
    });
    const during = new Date(at.getTime() + 10 * 60_000);
    const marked = await markAttendance(live.db, student, session.id, during);
    expect(marked.attended_at).toBe(during.toISOString());
    const later = await markAttendance(live.db, student, session.id, after);
    expect(later.attended_at).toBe(during.toISOString());
    // The attendance's points come with it, once (decision 026).
    const ledger = await pointsLedger(live.db, student.id);
    expect(ledger.entries.map((e) => [e.reason, e.points])).toEqual([
      ["attendance", POINTS.attendance],
    ]);
  });

  it("refuses the teacher, another student, an admin (403), anonymous (401), unknown (404), bad (400)", async () => {
    const { teacher, session } = await bookedClass(0, { isDemo: true });
    await start(teacher, session.id);
    for (const caller of [teacher, await newStudent(), live.admin]) {
      expect((await attend(caller, { slot_id: session.id })).status).toBe(403);
    }
    expect((await attend(null, { slot_id: session.id })).status).toBe(401);
    const { student } = await bookedClass(0);
    expect((await attend(student, { slot_id: 999999 })).status).toBe(404);
    expect((await attend(student, { slot_id: 0 })).status).toBe(400);
  });
});
