import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSessions, SESSION_STATUS } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadBookedDemo } from "@/lib/scheduling/load-booked-demo";
import { loadUpcomingClasses } from "@/lib/scheduling/load-upcoming-classes";
import { loadProfileTimetable } from "@/lib/scheduling/timetable/load-profile-timetable";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { makeClass, makeSlot } from "../support/timetable-factories";

// The scheduling pages' loaders: /thank-you's upcoming classes, /demo-booked-successfully's demo
// and the timetable of /teacher-profile/{id}, at a fixed "now": Wednesday 25 February 2026,
// 11:30 in Kolkata (week 0 runs from Sunday 22 to Saturday 28 February).

const IST = "Asia/Kolkata";
const NOW = new Date("2026-02-25T06:00:00Z");
const HOUR = 3_600_000;
const at = (offset: number) => new Date(NOW.getTime() + offset);
const ist = (date: string, time: string) => fromWallTime(date, time, IST);

let t: TestDatabase;
let subject: { id: number; streamId: number };
let admin: SessionUser;

const who = (u: { id: number; firstName: string }, role: SessionUser["role"]): SessionUser => ({
  id: u.id,
  role,
  name: u.firstName,
  prefix: role === "student" ? "st" : role === "teacher" ? "em" : "admin",
});

async function newStudent(firstName = "Mira", lastName = "Das") {
  return who(await makeUser(t.db, { firstName, lastName }), "student");
}

beforeAll(async () => {
  t = await createTestDatabase();
  const music = await makeStream(t.db, { name: "Music" });
  subject = await makeSubject(t.db, music.id, { name: "Guitar" });
  admin = who(await makeUser(t.db, { role: "admin" }), "admin");
});

afterAll(async () => {
  await t.destroy();
});

/** A teacher of their own (so classes of different tests never overlap), named Rohan Mathew. */
async function newTeacher() {
  const { user } = await makeTeacher(t.db, subject, {
    user: { firstName: "Rohan", lastName: "Mathew", timeZone: IST },
  });
  return who(user, "teacher");
}

/** A guitar class of `teacher` at `startsAt` for an hour, with these students. */
async function classAt(
  teacher: SessionUser,
  startsAt: Date,
  students: { id: number; status?: number }[],
  over: { isDemo?: boolean } = {},
) {
  const session = await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt,
    students,
    ...over,
  });
  await t.db
    .update(classSessions)
    .set({ subjectId: subject.id })
    .where(eq(classSessions.id, session.id));
  return session.id;
}

describe("loadUpcomingClasses", () => {
  it("lists nothing for a user with no classes, and nothing for an admin", async () => {
    const student = await newStudent();
    expect(await loadUpcomingClasses(t.db, { user: student, now: NOW })).toEqual([]);
    expect(await loadUpcomingClasses(t.db, { user: admin, now: NOW })).toEqual([]);
  });

  it("lists the next five classes not yet over, soonest first, with who is in them", async () => {
    const teacher = await newTeacher();
    const student = await newStudent("Aarav", "Mehta");
    const over = await classAt(teacher, at(-2 * HOUR), [student]);
    const running = await classAt(teacher, at(-HOUR / 2), [student]);
    const later = [];
    for (let day = 1; day <= 5; day++)
      later.push(await classAt(teacher, at(day * 24 * HOUR), [student]));
    const mine = await loadUpcomingClasses(t.db, { user: student, now: NOW });
    expect(mine.map((c) => c.sessionId)).toEqual([running, ...later.slice(0, 4)]);
    expect(mine).not.toContainEqual(expect.objectContaining({ sessionId: over }));
    expect(mine[0]).toMatchObject({
      subjectName: "Guitar",
      isDemo: false,
      people: ["Rohan Mathew"],
      startsAt: at(-HOUR / 2),
    });
    const theirs = await loadUpcomingClasses(t.db, { user: teacher, now: NOW });
    expect(theirs[0]).toMatchObject({ sessionId: running, people: ["Aarav Mehta"] });
  });

  it("leaves out a teacher's class that nobody is booked into", async () => {
    const teacher = await newTeacher();
    await classAt(teacher, at(HOUR / 4), []);
    const booked = await classAt(teacher, at(2 * HOUR), [await newStudent()]);
    const theirs = await loadUpcomingClasses(t.db, { user: teacher, now: NOW });
    expect(theirs.map((c) => c.sessionId)).toEqual([booked]);
  });
});

describe("loadBookedDemo", () => {
  it("shows a student their own active demo, with its teacher and subject", async () => {
    const teacher = await newTeacher();
    const student = await newStudent();
    const demo = await classAt(teacher, at(48 * HOUR), [student], { isDemo: true });
    expect(await loadBookedDemo(t.db, { user: student })).toEqual({
      sessionId: demo,
      startsAt: at(48 * HOUR),
      endsAt: at(49 * HOUR),
      isDemo: true,
      subjectName: "Guitar",
      teacherName: "Rohan Mathew",
    });
  });

  it("shows nothing to a visitor, a teacher, an admin, another student or after a cancellation", async () => {
    const teacher = await newTeacher();
    const student = await newStudent();
    await classAt(teacher, at(50 * HOUR), [student], { isDemo: true });
    expect(await loadBookedDemo(t.db, { user: null })).toBeNull();
    expect(await loadBookedDemo(t.db, { user: teacher })).toBeNull();
    expect(await loadBookedDemo(t.db, { user: admin })).toBeNull();
    expect(await loadBookedDemo(t.db, { user: await newStudent() })).toBeNull();

    const cancelled = await newStudent();
    await classAt(
      teacher,
      at(52 * HOUR),
      [{ id: cancelled.id, status: SESSION_STATUS.cancelled }],
      {
        isDemo: true,
      },
    );
    expect(await loadBookedDemo(t.db, { user: cancelled })).toBeNull();
  });
});

describe("loadProfileTimetable", () => {
  const input = (teacher: SessionUser, user: SessionUser | null, weekStatus = 0) => ({
    teacherId: teacher.id,
    user,
    weekStatus,
    zone: IST,
    now: NOW,
  });

  it("shows everyone the week (issue 26): a visitor, a teacher and an admin see no bookings", async () => {
    const teacher = await newTeacher();
    const slot = await makeSlot(t.db, teacher.id, { dayOfWeek: 6, startTime: "10:00" });
    for (const viewer of [null, teacher, admin]) {
      const week = await loadProfileTimetable(t.db, input(teacher, viewer));
      expect(week.entries.find((e) => e.id === slot.id)).toMatchObject({
        assigned_student: false,
      });
    }
  });

  it("shows a student the teacher's week in their zone, with their own booking", async () => {
    const teacher = await newTeacher();
    const slot = await makeSlot(t.db, teacher.id, {
      dayOfWeek: 6,
      startTime: "10:00",
      isDemoSlot: true,
      capacity: 1,
    });
    const student = await newStudent();
    const other = await newStudent();
    const saturday = ist("2026-02-28", "10:00");
    await makeClass(t.db, {
      teacherId: teacher.id,
      slotId: slot.id,
      startsAt: saturday,
      students: [student],
      isDemo: true,
    });

    const mine = await loadProfileTimetable(t.db, input(teacher, student));
    expect(mine).toMatchObject({
      weekStart: "2026-02-22",
      weekEnd: "2026-02-28",
      zoneLabel: "(IST)",
    });
    const entry = mine!.entries.find((e) => e.id === slot.id);
    expect(entry).toMatchObject({
      ig_date: "2026-02-28",
      timeDesc: "10:00 AM (IST)",
      is_demo_slot: true,
      assigned_student: true,
      booked: true,
    });

    const theirs = await loadProfileTimetable(t.db, input(teacher, other));
    expect(theirs!.entries.find((e) => e.id === slot.id)).toMatchObject({
      assigned_student: false,
      booked: true,
      seats_left: 0,
    });

    const next = await loadProfileTimetable(t.db, input(teacher, student, 1));
    expect(next).toMatchObject({ weekStatus: 1, weekStart: "2026-03-01", weekEnd: "2026-03-07" });
    expect(next!.entries.find((e) => e.id === slot.id)).toMatchObject({
      ig_date: "2026-03-07",
      assigned_student: false,
      booked: false,
    });
  });
});
