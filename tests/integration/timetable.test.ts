import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as getTeacherTT } from "@/app/(api)/st/getTeacherTT/route";
import { migrateDatabase, openDatabase, type DbHandle } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { encodeId } from "@/lib/ids";
import { getTeacherTimetable } from "@/lib/scheduling/timetable/get-teacher-timetable";
import { getTeacherTTResponse, type TimetableEntry } from "@/lib/scheduling/timetable/schemas";
import { fromWallTime } from "@/lib/scheduling/zoned-time";
import { cookieHeaderFor } from "../support/legacy-client";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeClass, makeSlot } from "../support/timetable-factories";

const IST = "Asia/Kolkata";
const NY = "America/New_York";
/** Wednesday 25 February 2026, 11:30 in India: week 1 is 1 to 7 March, week 2 holds the US DST change. */
const NOW = new Date("2026-02-25T06:00:00Z");

let t: TestDatabase;
let teacherId: number;
let otherTeacherId: number;
let guitarId: number;
let pianoId: number;
const slots: Record<"sun" | "mon" | "wed" | "sat", number> = { sun: 0, mon: 0, wed: 0, sat: 0 };
let a: { id: number; role: "student" };
let b: { id: number; role: "student" };

const ist = (date: string, time: string) => fromWallTime(date, time, IST);

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const music = await makeStream(t.db);
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar" });
  const piano = await makeSubject(t.db, music.id, { name: "Piano" });
  guitarId = guitar.id;
  pianoId = piano.id;
  const teacher = await makeTeacher(t.db, guitar, { user: { timeZone: IST } });
  const other = await makeTeacher(t.db, guitar, { user: { timeZone: IST } });
  teacherId = teacher.user.id;
  otherTeacherId = other.user.id;
  slots.sun = (await makeSlot(t.db, teacherId, { dayOfWeek: 0, startTime: "19:00" })).id;
  slots.mon = (
    await makeSlot(t.db, teacherId, { dayOfWeek: 1, startTime: "08:00", subjectId: guitarId })
  ).id;
  slots.wed = (
    await makeSlot(t.db, teacherId, { dayOfWeek: 3, startTime: "18:00", subjectId: pianoId })
  ).id;
  slots.sat = (
    await makeSlot(t.db, teacherId, {
      dayOfWeek: 6,
      startTime: "10:00",
      durationMinutes: 45,
      isDemoSlot: true,
      capacity: 4,
      subjectId: guitarId,
    })
  ).id;
  // An inactive slot never shows.
  await makeSlot(t.db, teacherId, { dayOfWeek: 2, startTime: "12:00", isActive: false });
  a = { id: (await makeUser(t.db, { timeZone: NY })).id, role: "student" };
  b = { id: (await makeUser(t.db)).id, role: "student" };
});

afterAll(() => t.destroy());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

type Who = { id: number; role: "student" | "teacher" };

async function timetable(
  query: Record<string, string | number>,
  { who, tz }: { who?: Who; tz?: string } = {},
) {
  const cookies = [
    who ? (await cookieHeaderFor(who)).cookie : null,
    tz ? `tz=${encodeURIComponent(tz)}` : null,
  ];
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await getTeacherTT(
    new Request(`http://localhost/st/getTeacherTT?${search}`, {
      headers: { cookie: cookies.filter(Boolean).join("; ") },
    }),
  );
  return { status: res.status, body: await res.json() };
}

async function week(
  weekStatus: number,
  options: { who?: Who; tz?: string; subjectId?: number } = {},
) {
  const query: Record<string, string | number> = { teacherId, weekStatus };
  if (options.subjectId) query.subjectId = options.subjectId;
  const res = await timetable(query, options);
  expect(res.status).toBe(200);
  return getTeacherTTResponse.parse(res.body);
}

const entry = (entries: TimetableEntry[], slotId: number) => entries.find((e) => e.id === slotId)!;

describe("GET /st/getTeacherTT in India", () => {
  it("lists the week's occurrences at their India times, grouped into the 7 days", async () => {
    const tt = await week(1, { tz: IST });
    expect(tt).toMatchObject({
      time_zone: IST,
      zone_label: "(IST)",
      week_start: "2026-03-01",
      week_end: "2026-03-07",
      teacher_time_zone: IST,
    });
    expect(tt.weekdays.map((d) => [d.weekDay, d.sdate, d.slotCount])).toEqual([
      ["Sunday", "2026-03-01", 1],
      ["Monday", "2026-03-02", 1],
      ["Tuesday", "2026-03-03", 0],
      ["Wednesday", "2026-03-04", 1],
      ["Thursday", "2026-03-05", 0],
      ["Friday", "2026-03-06", 0],
      ["Saturday", "2026-03-07", 1],
    ]);
    expect(tt.timetable.map((e) => [e.id, e.ig_date, e.day_id, e.start_time, e.timeDesc])).toEqual([
      [slots.sun, "2026-03-01", 0, "19:00", "07:00 PM (IST)"],
      [slots.mon, "2026-03-02", 1, "08:00", "08:00 AM (IST)"],
      [slots.wed, "2026-03-04", 3, "18:00", "06:00 PM (IST)"],
      [slots.sat, "2026-03-07", 6, "10:00", "10:00 AM (IST)"],
    ]);
    expect(tt.weekdays[0]!.representDate).toBe("01 March, 2026");
    expect(entry(tt.timetable, slots.sun)).toMatchObject({
      timeDescNew: "Sunday, 1st Mar at 07:00 PM (IST)",
      classActive: true,
      booked: false,
      duplicate: false,
      assigned_student: false,
      student_id: null,
      session_status: null,
      is_demo_slot: false,
    });
    expect(entry(tt.timetable, slots.sat)).toMatchObject({
      is_demo_slot: true,
      capacity: 4,
      seats_left: 4,
      duration: 45,
    });
    expect(tt.contract).toEqual({ total_classes: 0, booked_classes: 0, held_classes: 0 });
  });

  it("takes the teacher's id in base64 and filters by subject (slots open to any subject stay)", async () => {
    const res = await timetable(
      { teacherId: encodeId(teacherId), weekStatus: 1, subjectId: guitarId },
      { tz: IST },
    );
    expect(res.status).toBe(200);
    expect(res.body.timetable.map((e: TimetableEntry) => e.id)).toEqual([
      slots.sun,
      slots.mon,
      slots.sat,
    ]);
  });

  it("answers 404 for an unknown teacher and 400 for bad parameters", async () => {
    expect((await timetable({ teacherId: 999_999 })).status).toBe(404);
    expect((await timetable({ teacherId: b.id })).status).toBe(404);
    const bad = await timetable({ teacherId: "x!", weekStatus: 13, subjectId: "abc" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["subjectId", "weekStatus"]);
    const badId = await timetable({ teacherId: "x!" });
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual({ teacherId: "teacherId is not a valid teacher id." });
    expect((await timetable({})).status).toBe(400);
    expect((await timetable({ teacherId, weekStatus: -5 })).status).toBe(400);
    expect((await timetable({ teacherId, weekStatus: 1.5 })).status).toBe(400);
  });
});

describe("GET /st/getTeacherTT in New York", () => {
  it("shows the India slots at US times, an India Monday morning on the US Sunday evening", async () => {
    const tt = await week(1, { tz: NY });
    expect(tt).toMatchObject({ time_zone: NY, zone_label: "(EST)", week_start: "2026-03-01" });
    expect(tt.weekdays[0]!.data.map((e) => [e.id, e.ig_date, e.timeDesc])).toEqual([
      [slots.sun, "2026-03-01", "08:30 AM (EST)"],
      [slots.mon, "2026-03-02", "09:30 PM (EST)"],
    ]);
    expect(entry(tt.timetable, slots.mon).timeDescNew).toBe("Sunday, 1st Mar at 09:30 PM (EST)");
    expect(tt.weekdays[1]!.slotCount).toBe(0);
  });

  it("moves the same India slot by an hour across the US DST change (8 March 2026)", async () => {
    const before = entry((await week(1, { tz: NY })).timetable, slots.sun);
    const after = entry((await week(2, { tz: NY })).timetable, slots.sun);
    expect(before).toMatchObject({
      ig_date: "2026-03-01",
      date: "2026-03-01",
      timeDesc: "08:30 AM (EST)",
    });
    expect(after).toMatchObject({
      ig_date: "2026-03-08",
      date: "2026-03-08",
      timeDesc: "09:30 AM (EDT)",
    });
    expect(after.starts_at).toBe("2026-03-08T13:30:00.000Z");
    expect(new Date(after.starts_at).getTime() - new Date(before.starts_at).getTime()).toBe(
      7 * 86_400_000,
    );
  });

  it("takes the viewer's zone from ?tz before the cookie", async () => {
    const res = await timetable({ teacherId, weekStatus: 1, tz: NY }, { tz: IST });
    expect(res.body.time_zone).toBe(NY);
  });
});

describe("weekStatus paging", () => {
  it("moves a week at a time, and past occurrences are not active", async () => {
    const now = await week(0, { tz: IST });
    expect(now.week_start).toBe("2026-02-22");
    // Sunday and Monday are past; Wednesday 18:00 is still to come.
    expect(now.timetable.map((e) => [e.ig_date, e.classActive])).toEqual([
      ["2026-02-22", false],
      ["2026-02-23", false],
      ["2026-02-25", true],
      ["2026-02-28", true],
    ]);
    expect((await week(-4, { tz: IST })).week_start).toBe("2026-01-25");
    expect((await week(12, { tz: IST })).week_start).toBe("2026-05-17");
    expect((await week(-1, { tz: IST })).timetable.every((e) => !e.classActive)).toBe(true);
  });
});

describe("booked classes", () => {
  beforeAll(async () => {
    // A's paid class on Sunday 1 March; B in the Saturday group demo.
    await makeClass(t.db, {
      teacherId,
      slotId: slots.sun,
      startsAt: ist("2026-03-01", "19:00"),
      students: [{ id: a.id }],
    });
    await makeClass(t.db, {
      teacherId,
      slotId: slots.sat,
      startsAt: ist("2026-03-07", "10:00"),
      minutes: 45,
      capacity: 4,
      isDemo: true,
      students: [{ id: b.id }],
    });
    // A's class with another teacher overlaps Monday 2 March 08:00-09:00.
    await makeClass(t.db, {
      teacherId: otherTeacherId,
      slotId: null,
      startsAt: ist("2026-03-02", "08:30"),
      students: [{ id: a.id }],
    });
    // Wednesday 4 March was cancelled by the teacher.
    await makeClass(t.db, {
      teacherId,
      slotId: slots.wed,
      startsAt: ist("2026-03-04", "18:00"),
      status: SESSION_STATUS.cancelled,
      students: [{ id: a.id, status: SESSION_STATUS.cancelled }],
    });
    // Sunday 8 March: A booked, then gave the seat up.
    await makeClass(t.db, {
      teacherId,
      slotId: slots.sun,
      startsAt: ist("2026-03-08", "19:00"),
      students: [{ id: a.id, status: SESSION_STATUS.cancelled }],
    });
  });

  it("shows the student their own booking and the overlap with another class", async () => {
    const tt = await week(1, { who: a, tz: IST });
    expect(entry(tt.timetable, slots.sun)).toMatchObject({
      booked: true,
      assigned_student: true,
      student_id: a.id,
      session_status: SESSION_STATUS.scheduled,
      classActive: true,
      duplicate: false,
      seats_left: 0,
    });
    expect(entry(tt.timetable, slots.mon)).toMatchObject({ booked: false, duplicate: true });
    expect(entry(tt.timetable, slots.sat)).toMatchObject({
      booked: false,
      assigned_student: false,
      seats_left: 3,
    });
  });

  it("shows others a full class as booked without saying who is in it", async () => {
    for (const who of [b, undefined]) {
      const tt = await week(1, { who, tz: IST });
      expect(entry(tt.timetable, slots.sun)).toMatchObject({
        booked: true,
        assigned_student: false,
        student_id: null,
      });
      expect(entry(tt.timetable, slots.mon).duplicate).toBe(false);
    }
    const asB = await week(1, { who: b, tz: IST });
    expect(entry(asB.timetable, slots.sat)).toMatchObject({
      booked: true,
      assigned_student: true,
      student_id: b.id,
    });
    // A teacher's session is not a student's: no student fields.
    const asTeacher = await week(1, { who: { id: teacherId, role: "teacher" }, tz: IST });
    expect(entry(asTeacher.timetable, slots.sun)).toMatchObject({
      assigned_student: false,
      student_id: null,
    });
  });

  it("never counts a cancelled class (status 5) or a cancelled enrolment as active", async () => {
    const wed = entry((await week(1, { who: a, tz: IST })).timetable, slots.wed);
    expect(wed).toMatchObject({
      classActive: false,
      booked: false,
      assigned_student: false,
      session_status: 5,
    });
    const sun = entry((await week(2, { who: a, tz: IST })).timetable, slots.sun);
    expect(sun).toMatchObject({
      classActive: true,
      booked: false,
      assigned_student: false,
      session_status: 1,
      seats_left: 1,
    });
  });

  it("sums up the student's classes with the teacher", async () => {
    // Past classes: two held, one missed, one cancelled, and a held free demo (never counted).
    const past = [
      ["2026-01-05", SESSION_STATUS.held, false],
      ["2026-01-06", SESSION_STATUS.held, false],
      ["2026-01-07", SESSION_STATUS.missed, false],
      ["2026-01-08", SESSION_STATUS.cancelled, false],
      ["2026-01-09", SESSION_STATUS.held, true],
    ] as const;
    for (const [date, status, isDemo] of past) {
      await makeClass(t.db, {
        teacherId,
        slotId: null,
        startsAt: ist(date, "17:00"),
        status: status === SESSION_STATUS.cancelled ? status : SESSION_STATUS.held,
        isDemo,
        students: [{ id: a.id, status }],
      });
    }
    expect((await week(1, { who: a })).contract).toEqual({
      total_classes: 4,
      booked_classes: 1,
      held_classes: 2,
    });
    expect((await week(1, { who: b })).contract).toEqual({
      total_classes: 0,
      booked_classes: 0,
      held_classes: 0,
    });
    expect((await week(1)).contract).toEqual({
      total_classes: 0,
      booked_classes: 0,
      held_classes: 0,
    });
  });
});

describe("the timetable issues two SQL statements", () => {
  let counted: DbHandle;
  let id: number;
  const statements: string[] = [];

  beforeAll(async () => {
    const logger = { logQuery: (query: string) => void statements.push(query) };
    if (t.kind === "postgres") {
      counted = await openDatabase({ url: t.url, max: 1, logger });
      id = teacherId;
    } else {
      // An in-memory PGlite cannot be opened twice: a second small database with the logger.
      counted = await openDatabase({ dataDir: "memory://", logger });
      await migrateDatabase(counted);
      const stream = await makeStream(counted.db);
      const subject = await makeSubject(counted.db, stream.id);
      id = (await makeTeacher(counted.db, subject)).user.id;
      for (let day = 0; day < 7; day++) {
        for (const time of ["07:00", "12:00", "18:00"]) {
          await makeSlot(counted.db, id, { dayOfWeek: day, startTime: time });
        }
      }
      const student = await makeUser(counted.db);
      await makeClass(counted.db, {
        teacherId: id,
        slotId: null,
        startsAt: ist("2026-03-03", "15:00"),
        students: [{ id: student.id }],
      });
    }
  });
  afterAll(() => counted.close());

  it("whatever the number of slots and classes", async () => {
    for (const studentId of [null, a.id]) {
      statements.length = 0;
      const tt = await getTeacherTimetable(counted.db, {
        teacherId: id,
        weekStatus: 1,
        viewerZone: NY,
        studentId,
        now: NOW,
      });
      expect(tt.entries.length).toBeGreaterThan(3);
      expect(statements).toHaveLength(2);
    }
  });
});
