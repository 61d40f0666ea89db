import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classRatings, classSessions, sessionEnrolments } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadStudentDashboard } from "@/lib/classes/dashboard/load-student-dashboard";
import { loadTeacherDashboard } from "@/lib/classes/dashboard/load-teacher-dashboard";
import { makeContract, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

// The dashboards' loaders (lib/classes/dashboard): what /st/dashboard and /em/dashboard show,
// read from a seeded database at a fixed "now": Tuesday 12 March 2030, 11:30 in Kolkata.

const NOW = new Date("2030-03-12T06:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset);
const IST = "Asia/Kolkata";

let t: TestDatabase;
let guitarId: number;
let teacher: SessionUser;
let student: SessionUser;

const asUser = (u: {
  id: number;
  role: "student" | "teacher";
  firstName: string;
}): SessionUser => ({
  id: u.id,
  role: u.role,
  name: u.firstName,
  prefix: u.role === "student" ? "st" : "em",
});

/** A guitar class of `teacherId` at `startsAt` with these students (attended ones marked so). */
async function guitarClass(
  teacherId: number,
  startsAt: Date,
  students: { id: number; attended?: boolean }[],
) {
  const session = await makeClass(t.db, { teacherId, slotId: null, startsAt, students });
  await t.db
    .update(classSessions)
    .set({ subjectId: guitarId })
    .where(eq(classSessions.id, session.id));
  for (const s of students.filter((x) => x.attended)) {
    await t.db
      .update(sessionEnrolments)
      .set({ attendedAt: new Date(startsAt.getTime() + 60_000) })
      .where(
        and(eq(sessionEnrolments.sessionId, session.id), eq(sessionEnrolments.studentId, s.id)),
      );
  }
  return session.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  const music = await makeStream(t.db, { name: "Music", slug: "music" });
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar", slug: "guitar" });
  guitarId = guitar.id;
  const tu = await makeTeacher(t.db, guitar, {
    user: { firstName: "Rohan", lastName: "Mathew", timeZone: IST },
  });
  teacher = asUser({ ...tu.user, role: "teacher" });
  const su = await makeUser(t.db, { firstName: "Aarav", lastName: "Mehta" });
  student = asUser({ ...su, role: "student" });
});

afterAll(async () => {
  await t.destroy();
});

describe("loadStudentDashboard", () => {
  it("shows an empty dashboard to a student with no classes and no packs", async () => {
    const fresh = await makeUser(t.db, { firstName: "Kiara", lastName: "Shah" });
    const data = await loadStudentDashboard(t.db, {
      user: asUser({ ...fresh, role: "student" }),
      zone: IST,
      now: NOW,
    });
    expect(data.upcoming.data).toEqual([]);
    expect(data.upcoming.counts).toEqual({
      upcomming: 0,
      pastSlots: 0,
      missedSlots: 0,
      cancelledSlots: 0,
    });
    expect(data.toRate).toEqual([]);
    expect(data.remaining).toEqual([]);
    expect(data.profilePhoto).toEqual({
      id: fresh.id,
      firstName: "Kiara",
      lastName: "Shah",
      src: null,
    });
  });

  it("shows the next class, the classes to rate, the classes left and the photo", async () => {
    const later = await guitarClass(teacher.id, at(3 * DAY), [{ id: student.id }]);
    const next = await guitarClass(teacher.id, at(2 * HOUR), [{ id: student.id }]);
    const unrated = await guitarClass(teacher.id, at(-2 * DAY), [
      { id: student.id, attended: true },
    ]);
    const rated = await guitarClass(teacher.id, at(-3 * DAY), [{ id: student.id, attended: true }]);
    await t.db
      .insert(classRatings)
      .values({ sessionId: rated, studentId: student.id, teacherId: teacher.id, rating: 5 });
    await makeContract(t.db, { studentId: student.id, subjectId: guitarId, totalClasses: 10 });

    const data = await loadStudentDashboard(t.db, { user: student, zone: IST, now: NOW });

    expect(data.upcoming.data.map((r) => r.slot_id)).toEqual([next, later]);
    expect(data.upcoming.data[0]).toMatchObject({
      subject_name: "Guitar",
      teacher_name: "Rohan Mathew",
      date_label: "Tue, 12 Mar",
      time_label: "01:30 PM (IST)",
      can_join: false,
    });
    expect(data.toRate.map((r) => r.slot_id)).toEqual([unrated]);
    expect(data.remaining).toEqual([
      expect.objectContaining({ subjectName: "Guitar", total: 10, used: 2, remaining: 8 }),
    ]);
    expect(data.profilePhoto).toMatchObject({ firstName: "Aarav", lastName: "Mehta", src: null });
  });

  it("lets the student join from 15 minutes before the class", async () => {
    const u = await makeUser(t.db);
    const soon = await guitarClass(teacher.id, at(10 * 60_000), [{ id: u.id }]);
    const data = await loadStudentDashboard(t.db, {
      user: asUser({ ...u, role: "student" }),
      zone: IST,
      now: NOW,
    });
    expect(data.upcoming.data[0]).toMatchObject({ slot_id: soon, can_join: true });
  });
});

describe("loadTeacherDashboard", () => {
  it("shows an empty day to a teacher with no classes", async () => {
    const music = await makeStream(t.db);
    const subject = await makeSubject(t.db, music.id);
    const { user } = await makeTeacher(t.db, subject, {
      user: { firstName: "Maya", lastName: "Rao", timeZone: IST },
    });
    const data = await loadTeacherDashboard(t.db, {
      user: asUser({ ...user, role: "teacher" }),
      zone: IST,
      now: NOW,
    });
    expect(data).toMatchObject({
      today: [],
      date: "2030-03-12",
      teacherZone: IST,
      dayLabel: "Tue, 12 Mar",
      profilePhoto: { id: user.id, firstName: "Maya", lastName: "Rao", src: null },
    });
    expect(data.upcoming.total).toBe(0);
  });

  it("reads today in the teacher's zone, whatever zone the browser is in", async () => {
    const music = await makeStream(t.db);
    const subject = await makeSubject(t.db, music.id);
    const { user } = await makeTeacher(t.db, subject, { user: { timeZone: IST } });
    const pupil = await makeUser(t.db);
    // 00:30 and 17:00 on 12 March in Kolkata; 10:00 on 13 March is tomorrow.
    const early = await guitarClass(user.id, new Date("2030-03-11T19:00:00Z"), [{ id: pupil.id }]);
    const evening = await guitarClass(user.id, new Date("2030-03-12T11:30:00Z"), [
      { id: pupil.id },
    ]);
    const tomorrow = await guitarClass(user.id, new Date("2030-03-13T04:30:00Z"), [
      { id: pupil.id },
    ]);

    const data = await loadTeacherDashboard(t.db, {
      user: asUser({ ...user, role: "teacher" }),
      zone: "America/New_York",
      now: NOW,
    });

    expect(data.dayLabel).toBe("Tue, 12 Mar");
    expect(data.today.map((r) => r.slot_id)).toEqual([early, evening]);
    // The rows themselves are in the viewer's zone: 00:30 IST is still 11 March in New York.
    // Nobody attended it: missed.
    expect(data.today[0]).toMatchObject({
      kind: "missed",
      date_label: "Mon, 11 Mar",
      time_label: "03:00 PM (EDT)",
    });
    expect(data.today[1]).toMatchObject({ kind: "upcoming", can_start: false });
    expect(data.upcoming.data.map((r) => r.slot_id)).toEqual([evening, tomorrow]);
  });
});
