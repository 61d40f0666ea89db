import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as teacherBookings } from "@/app/(api)/em/hrms/teacher-leave-apply/teacher-bookings/route";
import { POST as storeLeave } from "@/app/(api)/store-teacher-leave-apply/route";
import { POST as withdrawLeaves } from "@/app/(api)/withdraw-teacher-leaves/route";
import { classSessions, outboxMessages, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { leaveRebookings, teacherLeaveDays, teacherLeaves } from "@/db/schema/teacher";
import { classesRemaining, mayJoinClass } from "@/lib/classes/classes-remaining";
import { bookOccurrences } from "@/lib/scheduling/booking/book";
import { LEAVE_MESSAGES } from "@/lib/teacher/leave/messages";
import {
  leaveApplyResponse,
  leaveBookingsResponse,
  withdrawLeaveResponse,
} from "@/lib/teacher/leave/responses";
import { fromWallTime, weekdayOf } from "@/lib/scheduling/zoned-time";
import { localDateIn, postAs } from "../support/booking-fixtures";
import { makeContract, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass, makeSlot } from "../support/timetable-factories";
import { type Who, whoOf } from "../support/legacy-client";

const as = whoOf;
const ZONE = "Asia/Kolkata";
const at = (date: string, time: string) => fromWallTime(date, time, ZONE);

let t: TestDatabase;
let teacher: Who, sub: Who, busy: Who, otherSubjectTeacher: Who, alice: Who, bob: Who;
let other: Who;
let subjectId: number;
/** The leave week: five teacher-local dates, 8 to 12 days from today. */
const days = [8, 9, 10, 11, 12].map((d) => localDateIn(ZONE, d));
const sessionIds: number[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  const subject = await makeSubject(t.db, stream.id);
  const otherSubject = await makeSubject(t.db, stream.id);
  subjectId = subject.id;
  teacher = as((await makeTeacher(t.db, subject, { user: { firstName: "Tara" } })).user);
  sub = as((await makeTeacher(t.db, subject, { user: { firstName: "Sam" } })).user);
  busy = as((await makeTeacher(t.db, subject, { user: { firstName: "Bea" } })).user);
  other = as((await makeTeacher(t.db, subject, { user: { firstName: "Olga" } })).user);
  otherSubjectTeacher = as(
    (await makeTeacher(t.db, otherSubject, { user: { firstName: "Carl" } })).user,
  );
  alice = as(await makeUser(t.db, { firstName: "Alice" }));
  bob = as(await makeUser(t.db, { firstName: "Bob" }));
  await makeContract(t.db, {
    studentId: alice.id,
    subjectId,
    teacherId: teacher.id,
    totalClasses: 10,
  });
  await makeContract(t.db, { studentId: bob.id, subjectId, totalClasses: 4 });
  // Sam is free 09:00-11:00 on the first three days; Bea 10:00-11:00 on days 1 and 4, but on
  // day 1 she already teaches at 10:30. Carl is free on day 5 but teaches another subject.
  for (const d of days.slice(0, 3))
    await makeSlot(t.db, sub.id, {
      dayOfWeek: weekdayOf(d),
      startTime: "09:00",
      durationMinutes: 120,
    });
  for (const d of [days[0]!, days[3]!])
    await makeSlot(t.db, busy.id, { dayOfWeek: weekdayOf(d), startTime: "10:00" });
  await makeClass(t.db, { teacherId: busy.id, slotId: null, startsAt: at(days[0]!, "10:30") });
  await makeSlot(t.db, otherSubjectTeacher.id, {
    dayOfWeek: weekdayOf(days[4]!),
    startTime: "10:00",
  });
  // Tara teaches Alice every day of the week at 10:00; Bob joins on days 3 and 5.
  for (const [i, d] of days.entries()) {
    const students = i === 2 || i === 4 ? [{ id: alice.id }, { id: bob.id }] : [{ id: alice.id }];
    const s = await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt: at(d, "10:00"),
      students,
    });
    await t.db.update(classSessions).set({ subjectId }).where(eq(classSessions.id, s.id));
    sessionIds.push(s.id);
  }
});

afterAll(async () => {
  await t.destroy();
});

const week = { from_date: days[0]!, to_date: days[4]! };

describe("teacher-bookings", () => {
  it("lists the teacher's classes on the leave dates with their students", async () => {
    const r = await postAs(
      teacherBookings,
      "/em/hrms/teacher-leave-apply/teacher-bookings",
      teacher,
      week,
    );
    expect(r.status).toBe(200);
    const body = leaveBookingsResponse.parse(r.body);
    expect(body.bookings.map((b) => b.session_id)).toEqual(sessionIds);
    expect(body.bookings[2]!.students).toEqual(["Alice", "Bob"]);
    expect(body.message).toBe("You have 5 classes on these dates.");
  });

  it("refuses a student (403), a past start date and an end before the start, per field", async () => {
    const asStudent = await postAs(teacherBookings, "/x", alice, week);
    expect(asStudent.status).toBe(403);
    const past = await postAs(teacherBookings, "/x", teacher, {
      from_date: localDateIn(ZONE, -1),
      to_date: days[0],
    });
    expect(past.status).toBe(400);
    expect(past.body.errors.from_date).toBe(LEAVE_MESSAGES.pastDate);
    const backwards = await postAs(teacherBookings, "/x", teacher, {
      from_date: days[2],
      to_date: days[0],
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to_date).toBe(LEAVE_MESSAGES.toBeforeFrom);
    const missing = await postAs(teacherBookings, "/x", teacher, { to_date: days[0] });
    expect(missing.body.errors.from_date).toBe(LEAVE_MESSAGES.fromDateRequired);
    const tooLong = await postAs(teacherBookings, "/x", teacher, {
      from_date: days[0],
      to_date: localDateIn(ZONE, 60),
    });
    expect(tooLong.body.errors.to_date).toBe(LEAVE_MESSAGES.tooLong(31));
  });
});

describe("store-teacher-leave-apply", () => {
  it("previews the plan without saving or messaging anything", async () => {
    const outboxBefore = await t.db.select().from(outboxMessages);
    const r = await postAs(storeLeave, "/store-teacher-leave-apply", teacher, {
      ...week,
      type: "casual",
      step: "preview",
    });
    expect(r.status).toBe(200);
    const body = leaveApplyResponse.parse(r.body);
    expect(body.step).toBe("preview");
    expect(body.leave_id).toBeNull();
    expect(body.bookings.map((b) => [b.outcome, b.substitute?.split(" ")[0] ?? null])).toEqual([
      ["substitute", "Sam"],
      ["substitute", "Sam"],
      ["substitute", "Sam"],
      ["substitute", "Bea"],
      ["cancelled", null],
    ]);
    expect(await t.db.select().from(teacherLeaves)).toEqual([]);
    expect(await t.db.select().from(outboxMessages)).toHaveLength(outboxBefore.length);
    const sessions = await t.db
      .select({ teacherId: classSessions.teacherId })
      .from(classSessions)
      .where(inArray(classSessions.id, sessionIds));
    expect(sessions.every((s) => s.teacherId === teacher.id)).toBe(true);
  });

  it("refuses a student and a missing type; nothing saved", async () => {
    expect((await postAs(storeLeave, "/x", alice, { ...week, type: "casual" })).status).toBe(403);
    const noType = await postAs(storeLeave, "/x", teacher, { ...week, step: "final" });
    expect(noType.status).toBe(400);
    expect(noType.body.errors.type).toBe(LEAVE_MESSAGES.typeRequired);
    expect(await t.db.select().from(teacherLeaves)).toEqual([]);
  });

  it("a week of leave: each family gets a substitute at the same time, or its credit back", async () => {
    const aliceBefore = await classesRemaining(t.db, alice.id);
    const r = await postAs(storeLeave, "/store-teacher-leave-apply", teacher, {
      ...week,
      type: "sick",
      reason: "Flu",
      step: "final",
    });
    expect(r.status).toBe(200);
    const body = leaveApplyResponse.parse(r.body);
    expect(body.redirect_url).toBe("/em/leave");
    expect(body.message).toBe(LEAVE_MESSAGES.applied(4, 1));
    const sessions = await t.db
      .select()
      .from(classSessions)
      .where(inArray(classSessions.id, sessionIds))
      .orderBy(classSessions.startsAt);
    expect(sessions.map((s) => s.teacherId)).toEqual([sub.id, sub.id, sub.id, busy.id, teacher.id]);
    expect(sessions.map((s) => s.status)).toEqual([1, 1, 1, 1, SESSION_STATUS.cancelled]);
    // Same times as booked.
    expect(sessions.map((s) => s.startsAt.getTime())).toEqual(
      days.map((d) => at(d, "10:00").getTime()),
    );
    // Seats: kept on moved classes, cancelled with a reason on the cancelled one.
    const seats = await t.db
      .select()
      .from(sessionEnrolments)
      .where(inArray(sessionEnrolments.sessionId, sessionIds));
    const cancelledSeats = seats.filter((s) => s.status === SESSION_STATUS.cancelled);
    expect(cancelledSeats.map((s) => s.studentId).sort()).toEqual([alice.id, bob.id].sort());
    expect(cancelledSeats.every((s) => s.sessionId === sessionIds[4])).toBe(true);
    // Credit: unchanged (nothing was used); Alice's pack with Tara still pays for Sam's cover.
    expect(await classesRemaining(t.db, alice.id)).toEqual(aliceBefore);
    const moved = sessions[0]!;
    expect(await mayJoinClass(t.db, alice.id, moved, false)).toBe(true);
    // Families are told, each class once per student; substitutes are told too.
    const outbox = await t.db.select().from(outboxMessages);
    const familyBodies = outbox.map((m) => m.body).filter((b) => /hello (Alice|Bob)/.test(b));
    expect(familyBodies.filter((b) => b.includes("will be taught by Sam"))).toHaveLength(4);
    expect(familyBodies.filter((b) => b.includes("will be taught by Bea"))).toHaveLength(1);
    expect(familyBodies.filter((b) => b.includes("credit is back"))).toHaveLength(2);
    expect(outbox.filter((m) => m.body.includes("hello Sam"))).toHaveLength(3);
    const rebooked = await t.db.select().from(leaveRebookings);
    expect(rebooked).toHaveLength(5);
    expect(
      await t.db.select().from(teacherLeaveDays).where(eq(teacherLeaveDays.teacherId, teacher.id)),
    ).toHaveLength(5);
  });

  it("refuses a second leave over the same days (409, per field) and changes nothing", async () => {
    const before = await t.db.select().from(teacherLeaves);
    const r = await postAs(storeLeave, "/x", teacher, {
      from_date: days[4],
      to_date: localDateIn(ZONE, 14),
      type: "casual",
      step: "final",
    });
    expect(r.status).toBe(409);
    expect(r.body.errors.from_date).toBe(LEAVE_MESSAGES.alreadyOnLeave(days[4]!));
    expect(await t.db.select().from(teacherLeaves)).toEqual(before);
  });

  it("a substitute on leave is not offered", async () => {
    // Olga (same subject) is free at 10:00 on day 6 but on leave; Tara's class there is cancelled.
    const d = localDateIn(ZONE, 20);
    await makeSlot(t.db, other.id, { dayOfWeek: weekdayOf(d), startTime: "10:00" });
    const s = await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: null,
      startsAt: at(d, "10:00"),
      students: [{ id: bob.id }],
    });
    await t.db.update(classSessions).set({ subjectId }).where(eq(classSessions.id, s.id));
    const otherLeave = await postAs(storeLeave, "/x", other, {
      from_date: d,
      to_date: d,
      type: "casual",
      step: "final",
    });
    expect(otherLeave.status).toBe(200);
    const r = await postAs(storeLeave, "/x", teacher, {
      from_date: d,
      to_date: d,
      type: "emergency",
      step: "final",
    });
    expect(r.body.bookings).toEqual([expect.objectContaining({ outcome: "cancelled" })]);
  });
});

describe("withdraw-teacher-leaves", () => {
  it("refuses a student, another teacher's leave, a missing date and a passed day", async () => {
    const [leave] = await t.db
      .select()
      .from(teacherLeaves)
      .where(and(eq(teacherLeaves.teacherId, teacher.id), eq(teacherLeaves.type, "sick")));
    expect((await postAs(withdrawLeaves, "/x", alice, { type: "all", id: leave!.id })).status).toBe(
      403,
    );
    const foreign = await postAs(withdrawLeaves, "/x", sub, { type: "all", id: leave!.id });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(LEAVE_MESSAGES.notYourLeave);
    const noDate = await postAs(withdrawLeaves, "/x", teacher, { type: "day", id: leave!.id });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors.date).toBe(LEAVE_MESSAGES.noDate);
    const unknown = await postAs(withdrawLeaves, "/x", teacher, { type: "all", id: 999999 });
    expect(unknown.status).toBe(404);
    // A leave day in the past (inserted directly: the apply call refuses past dates).
    const yesterday = localDateIn(ZONE, -1);
    const [old] = await t.db
      .insert(teacherLeaves)
      .values({ teacherId: teacher.id, type: "casual", fromDate: yesterday, toDate: yesterday })
      .returning();
    await t.db
      .insert(teacherLeaveDays)
      .values({ leaveId: old!.id, teacherId: teacher.id, leaveDate: yesterday });
    const passed = await postAs(withdrawLeaves, "/x", teacher, {
      type: "day",
      id: old!.id,
      date: yesterday,
    });
    expect(passed.status).toBe(400);
    expect(passed.body.message).toBe(LEAVE_MESSAGES.leavePassed);
    const passedAll = await postAs(withdrawLeaves, "/x", teacher, { type: "all", id: old!.id });
    expect(passedAll.status).toBe(400);
    const [still] = await t.db
      .select()
      .from(teacherLeaveDays)
      .where(eq(teacherLeaveDays.leaveId, old!.id));
    expect(still!.status).toBe(1);
  });

  it("withdraws one day, then the rest; a second withdrawal is refused (409)", async () => {
    const [leave] = await t.db
      .select()
      .from(teacherLeaves)
      .where(and(eq(teacherLeaves.teacherId, teacher.id), eq(teacherLeaves.type, "sick")));
    const one = await postAs(withdrawLeaves, "/withdraw-teacher-leaves", teacher, {
      type: "day",
      id: leave!.id,
      date: days[1],
    });
    expect(one.status).toBe(200);
    expect(withdrawLeaveResponse.parse(one.body).withdrawn).toEqual([days[1]]);
    const rest = await postAs(withdrawLeaves, "/x", teacher, { type: "all", id: leave!.id });
    expect(rest.body.withdrawn).toEqual([days[0], days[2], days[3], days[4]]);
    const [after] = await t.db.select().from(teacherLeaves).where(eq(teacherLeaves.id, leave!.id));
    expect(after!.status).toBe(2);
    const again = await postAs(withdrawLeaves, "/x", teacher, { type: "all", id: leave!.id });
    expect(again.status).toBe(409);
    // The classes handed to substitutes stay with them.
    const still = await t.db
      .select({ teacherId: classSessions.teacherId })
      .from(classSessions)
      .where(and(inArray(classSessions.id, sessionIds), ne(classSessions.status, 5)));
    expect(still.map((s) => s.teacherId)).not.toContain(teacher.id);
    // The days are free again: a new leave on them is accepted.
    const reapply = await postAs(storeLeave, "/x", teacher, {
      from_date: days[1],
      to_date: days[1],
      type: "casual",
      step: "preview",
    });
    expect(reapply.status).toBe(200);
  });
});

describe("booking a teacher on leave", () => {
  it("is refused as unavailable on a leave day, and allowed again once withdrawn", async () => {
    const d = localDateIn(ZONE, 25);
    const slot = await makeSlot(t.db, teacher.id, {
      dayOfWeek: weekdayOf(d),
      startTime: "15:00",
      isDemoSlot: true,
    });
    const leave = await postAs(storeLeave, "/x", teacher, {
      from_date: d,
      to_date: d,
      type: "casual",
      step: "final",
    });
    expect(leave.status).toBe(200);
    const student = await makeUser(t.db);
    const book = () =>
      bookOccurrences(t.db, student.id, [{ slotId: slot.id, date: d }], {
        kind: "demo",
        now: new Date(),
      });
    await expect(book()).rejects.toMatchObject({ reason: "slot_unavailable" });
    const [row] = await t.db.select().from(teacherLeaves).where(eq(teacherLeaves.fromDate, d));
    const withdrawn = await postAs(withdrawLeaves, "/x", teacher, { type: "all", id: row!.id });
    expect(withdrawn.status).toBe(200);
    const [booked] = await book();
    expect(booked!.session.teacherId).toBe(teacher.id);
  });
});
