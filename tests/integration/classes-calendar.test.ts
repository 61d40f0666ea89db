import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from "vitest";
import { POST as calendarPOST } from "@/app/(api)/getTeacherCalendarData/route";
import { eq } from "drizzle-orm";
import { classSessions, SESSION_STATUS } from "@/db/schema";
import { teacherCalendarResponse, type TeacherCalendar } from "@/lib/classes/calendar/schemas";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import { postAs } from "../support/booking-fixtures";
import { cookieHeaderFor } from "../support/legacy-client";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass, makeSlot } from "../support/timetable-factories";

const IST = "Asia/Kolkata";
const NY = "America/New_York";
/**
 * Wednesday 4 March 2026: 11:30 in India, 01:00 in New York. New York's next week (8 to 14 March)
 * starts on the night its clocks go forward (Sunday 8 March, 02:00 → 03:00).
 */
const NOW = new Date("2026-03-04T06:00:00Z");
const PATH = "/getTeacherCalendarData";

type Who = { id: number; role: "student" | "teacher" | "admin" };
let t: TestDatabase;
let india: Who;
let newYork: Who;
let otherTeacher: Who;
let inactive: Who;
let student: Who & { mobile: string; email: string };
let admin: Who;
let guitarName: string;

const ist = (date: string, time: string) => fromWallTime(date, time, IST);
const ny = (date: string, time: string) => fromWallTime(date, time, NY);

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const music = await makeStream(t.db);
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar" });
  guitarName = guitar.name;
  const teacher = async (timeZone: string, isActive = true) => {
    const made = await makeTeacher(t.db, guitar, { user: { timeZone, isActive } });
    return { id: made.user.id, role: "teacher" as const };
  };
  india = await teacher(IST);
  newYork = await teacher(NY);
  otherTeacher = await teacher(IST);
  inactive = await teacher(IST, false);
  const s = await makeUser(t.db, { firstName: "Asha", lastName: "Rao" });
  student = { id: s.id, role: "student", mobile: s.mobile!, email: s.email! };
  admin = { id: (await makeUser(t.db, { role: "admin" })).id, role: "admin" };

  // India teacher: Wednesday 17:00 (a free demo slot for guitar), Thursday 09:00 (booked this week).
  await makeSlot(t.db, india.id, {
    dayOfWeek: 3,
    startTime: "17:00",
    isDemoSlot: true,
    subjectId: guitar.id,
  });
  const thursday = await makeSlot(t.db, india.id, { dayOfWeek: 4, startTime: "09:00" });
  const booked = await makeClass(t.db, {
    teacherId: india.id,
    slotId: thursday.id,
    startsAt: ist("2026-03-05", "09:00"),
    students: [{ id: student.id }],
  });
  await t.db
    .update(classSessions)
    .set({ title: "Chords", subjectId: guitar.id })
    .where(eq(classSessions.id, booked.id));
  // A held, a missed and a cancelled class, each with the student in the same state.
  for (const [date, time, status] of [
    ["2026-03-02", "07:00", SESSION_STATUS.held],
    ["2026-03-03", "20:00", SESSION_STATUS.missed],
    ["2026-03-06", "12:00", SESSION_STATUS.cancelled],
  ] as const)
    await makeClass(t.db, {
      teacherId: india.id,
      slotId: null,
      startsAt: ist(date, time),
      status,
      students: [{ id: student.id, status }],
    });

  // New York teacher: a daily 10:00 slot, and classes at the edges of the week of 8 March.
  for (let day = 0; day < 7; day++)
    await makeSlot(t.db, newYork.id, { dayOfWeek: day, startTime: "10:00" });
  for (const at of [
    ny("2026-03-07", "23:30"), // Saturday before: last week
    ny("2026-03-08", "03:30"), // Sunday, just after the jump
    ny("2026-03-14", "23:00"), // Saturday: last hour of the week
    ny("2026-03-15", "00:30"), // Sunday after: next week
  ])
    await makeClass(t.db, { teacherId: newYork.id, slotId: null, startsAt: at, minutes: 30 });
});

afterAll(() => t.destroy());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function calendar(who: Who | null, body: Record<string, unknown> = {}, headers = {}) {
  return postAs(calendarPOST, PATH, who, body, headers);
}

async function ok(who: Who, body: Record<string, unknown> = {}): Promise<TeacherCalendar> {
  const res = await calendar(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return teacherCalendarResponse.parse(res.body);
}

describe("POST getTeacherCalendarData: the teacher's own week", () => {
  it("answers this week Sunday first in the teacher's zone with classes and free slots", async () => {
    const cal = await ok(india, { teacher_dashborad: 1, hours_filter: "all" });
    expect(cal).toMatchObject({
      teacher_id: india.id,
      teacher_status: "active",
      weekStatus: 0,
      hours_filter: "all",
      time_zone: IST,
      zone_label: "(IST)",
      prevStartDate: "2026-02-22",
      currentStartDate: "2026-03-01",
      nextStartDate: "2026-03-08",
      weekLabel: "01 March, 2026 – 07 March, 2026",
      hidden_count: 0,
    });
    expect(cal.dateArray.map((d) => [d.day_name, d.label, d.is_today])).toEqual([
      ["Sunday", "01 March, 2026", false],
      ["Monday", "02 March, 2026", false],
      ["Tuesday", "03 March, 2026", false],
      ["Wednesday", "04 March, 2026", true],
      ["Thursday", "05 March, 2026", false],
      ["Friday", "06 March, 2026", false],
      ["Saturday", "07 March, 2026", false],
    ]);
    expect(cal.timings).toHaveLength(24);
    expect(cal.timings[17]).toEqual({ hour: 17, value: "17:00", label: "05:00 PM" });
    expect(
      cal.adhocSlots.map((i) => [i.kind, i.date, i.start_label, i.status, i.status_label]),
    ).toEqual([
      ["class", "2026-03-02", "07:00 AM", 3, "Held"],
      ["class", "2026-03-03", "08:00 PM", 4, "Missed"],
      ["free", "2026-03-04", "05:00 PM", null, "Free"],
      ["class", "2026-03-05", "09:00 AM", 1, "Scheduled"],
      ["class", "2026-03-06", "12:00 PM", 5, "Cancelled"],
    ]);
    const thursday = cal.adhocSlots[3]!;
    expect(thursday).toMatchObject({ subject: guitarName, title: "Chords", end_label: "10:00 AM" });
    expect(thursday.students).toEqual([
      { id: student.id, name: "Asha", status: 1, attended: false },
    ]);
    expect(cal.adhocSlots[2]).toMatchObject({ is_demo: true, subject: guitarName, students: [] });
    // A cancelled class lists the students who were in it.
    expect(cal.adhocSlots[4]!.students.map((s) => s.status)).toEqual([5]);
  });

  it("moves by weekStatus, and refuses weeks beyond a year", async () => {
    const next = await ok(india, { weekStatus: 1 });
    expect(next.currentStartDate).toBe("2026-03-08");
    expect(next.dateArray.every((d) => !d.is_today)).toBe(true);
    // Next week holds only the two free slots.
    expect(next.adhocSlots.map((i) => [i.kind, i.date, i.start_time])).toEqual([
      ["free", "2026-03-11", "17:00"],
      ["free", "2026-03-12", "09:00"],
    ]);
    const prev = await ok(india, { weekStatus: "-1" });
    expect(prev).toMatchObject({ currentStartDate: "2026-02-22", adhocSlots: [] });
    // Nothing to show, yet the default hours still span the teacher's weekly slots (issue 26).
    expect(prev.timings.map((h) => h.hour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    // Free slots that are past do not show.
    expect((await ok(india, { weekStatus: 0 })).adhocSlots.some((i) => i.date < "2026-03-04")).toBe(
      true,
    );
    const far = await calendar(india, { weekStatus: 53 });
    expect(far.status).toBe(400);
    expect(far.body.errors.weekStatus).toMatch(/-52 to 52/);
  });

  it("shows the working hours by default, or the hours asked for", async () => {
    const working = await ok(india);
    expect(working.hours_filter).toBe("working");
    // 07:00 (held) to the end of 20:00-21:00 (missed).
    expect(working.timings.map((h) => h.hour)).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    const morning = await ok(india, { hours_filter: "08-13" });
    expect(morning.timings.map((h) => h.label)).toEqual([
      "08:00 AM",
      "09:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
    ]);
    expect(morning.adhocSlots.map((i) => i.start_time)).toEqual(["09:00", "12:00"]);
    expect(morning.hidden_count).toBe(3);
    const bad = await calendar(india, { hours_filter: "18-09" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.hours_filter).toMatch(/"09-18"/);
  });

  it("shows the students' mobile and e-mail only to the teacher who asks, under the policy", async () => {
    // Off by default (decision 036): display_contact alone shows nothing.
    const byDefault = await ok(india, { display_contact: "1", hours_filter: "all" });
    expect(byDefault.adhocSlots.find((i) => i.status === 1)!.students[0]).toEqual({
      id: student.id,
      name: "Asha",
      status: 1,
      attended: false,
    });
    process.env.TEACHERS_SEE_FAMILY_CONTACT = "true";
    onTestFinished(() => {
      delete process.env.TEACHERS_SEE_FAMILY_CONTACT;
    });
    const withContact = await ok(india, { display_contact: "1", hours_filter: "all" });
    expect(withContact.adhocSlots.find((i) => i.status === 1)!.students[0]).toEqual({
      id: student.id,
      name: "Asha",
      status: 1,
      attended: false,
      mobile: `+91 ${student.mobile}`,
      email: student.email,
    });
    const without = await ok(india, { display_contact: false, hours_filter: "all" });
    const byAdmin = await ok(admin, {
      teacher_id: india.id,
      display_contact: true,
      hours_filter: "all",
    });
    for (const cal of [without, byAdmin]) {
      const students = cal.adhocSlots.flatMap((i) => i.students);
      expect(students.length).toBeGreaterThan(0);
      for (const s of students) expect(s).not.toHaveProperty("mobile");
      for (const s of students) expect(s).not.toHaveProperty("email");
    }
  });

  it("takes the viewer's zone from tz or the tz cookie", async () => {
    const cal = await ok(india, { tz: NY, hours_filter: "all" });
    expect(cal).toMatchObject({ time_zone: NY, zone_label: "(EST)" });
    // Thursday 09:00 in India is Wednesday 22:30 in New York.
    expect(cal.adhocSlots.find((i) => i.status === 1)).toMatchObject({
      date: "2026-03-04",
      start_label: "10:30 PM",
    });
    const session = (await cookieHeaderFor(india)).cookie;
    const viaCookie = await calendar(
      null,
      {},
      { cookie: `${session}; tz=${encodeURIComponent(NY)}` },
    );
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.time_zone).toBe(NY);
    const bad = await calendar(india, { tz: "Mars/Olympus" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.tz).toBeDefined();
  });
});

describe("a week across a DST change (America/New_York)", () => {
  it("keeps the teacher's local times and the week's edges in their zone", async () => {
    const cal = await ok(newYork, { weekStatus: 1, hours_filter: "all" });
    expect(cal).toMatchObject({ time_zone: NY, currentStartDate: "2026-03-08" });
    const classes = cal.adhocSlots.filter((i) => i.kind === "class");
    expect(classes.map((i) => `${i.date} ${i.start_time}`)).toEqual([
      "2026-03-08 03:30",
      "2026-03-14 23:00",
    ]);
    const free = cal.adhocSlots.filter((i) => i.kind === "free");
    expect(free.map((i) => `${i.date} ${i.start_time}`)).toEqual([
      "2026-03-08 10:00",
      "2026-03-09 10:00",
      "2026-03-10 10:00",
      "2026-03-11 10:00",
      "2026-03-12 10:00",
      "2026-03-13 10:00",
      "2026-03-14 10:00",
    ]);
    // The same 10:00 is 15:00 UTC before the change and 14:00 UTC after it.
    expect(free[0]!.starts_at).toBe("2026-03-08T14:00:00.000Z");
    const thisWeek = await ok(newYork, { hours_filter: "all" });
    expect(thisWeek.adhocSlots.filter((i) => i.kind === "class").map((i) => i.date)).toEqual([
      "2026-03-07",
    ]);
    expect(thisWeek.adhocSlots.find((i) => i.kind === "free")!.starts_at).toBe(
      "2026-03-04T15:00:00.000Z",
    );
  });
});

describe("who may see a calendar", () => {
  it("lets an admin see any teacher's, with their status", async () => {
    const cal = await ok(admin, { teacher_id: String(inactive.id) });
    expect(cal).toMatchObject({ teacher_id: inactive.id, teacher_status: "inactive" });
    const missing = await calendar(admin, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.teacher_id).toBeDefined();
    expect((await calendar(admin, { teacher_id: student.id })).status).toBe(404);
    expect((await calendar(admin, { teacher_id: 999_999 })).status).toBe(404);
  });

  it("refuses another teacher, students, anonymous callers, cross-site posts and bad input", async () => {
    expect((await calendar(otherTeacher, { teacher_id: india.id })).status).toBe(403);
    expect((await calendar(student, {})).status).toBe(403);
    expect((await calendar(student, { teacher_id: india.id })).status).toBe(403);
    expect((await calendar(null, {})).status).toBe(401);
    const crossSite = await calendar(india, {}, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const sameSite = await calendar(india, {}, { origin: "http://localhost", host: "localhost" });
    expect(sameSite.status).toBe(200);
    expect((await calendar(india, { teacher_id: "abc" })).status).toBe(400);
    expect((await calendar(india, { display_contact: "maybe" })).status).toBe(400);
    // The teacher's own id is the same as none.
    expect((await ok(india, { teacher_id: india.id })).teacher_id).toBe(india.id);
  });
});
