import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as teacherClassData } from "@/app/(api)/api/get-teacher-my-class-data/route";
import { POST as cancelClass } from "@/app/(api)/cancel-student-class/route";
import { GET as cancelledList } from "@/app/(api)/get-all-cancelled-classes/route";
import { GET as missedList } from "@/app/(api)/get-all-missed-classes/route";
import { GET as pastList } from "@/app/(api)/get-all-past-classes/route";
import { GET as upcomingList } from "@/app/(api)/get-all-upcoming-classes/route";
import { GET as requestCancel } from "@/app/(api)/request-cancel/route";
import {
  CANCELLED_BY,
  classMeetings,
  classRatings,
  classSessions,
  SESSION_STATUS,
  sessionEnrolments,
} from "@/db/schema";
import { requestCancelResponse, cancelStudentClassResponse } from "@/lib/classes/cancel/schemas";
import { CANCEL_MESSAGES } from "@/lib/classes/cancel/rules";
import { listClasses } from "@/lib/classes/lists/list-classes";
import { classListResponse } from "@/lib/classes/lists/schemas";
import { setClock } from "@/lib/clock";
import { siteUrl } from "@/lib/site";
import { postAs } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor, type RouteHandler } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

type Role = "student" | "teacher" | "admin";
type Who = { id: number; role: Role };

// A fixed "now": the routes read it from the test-movable clock (it runs on from here by the few
// seconds the file takes), the services are called with it exactly. Every class is minutes or
// days away from it, so those seconds never change a kind.
const NOW = new Date("2030-03-12T06:00:00.000Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset);

let t: TestDatabase;
let clockDir: string;
let guitarId: number;
let teacherA: Who & { name: string };
let teacherB: Who & { name: string };
let s1: Who;
let s2: Who;
let admin: Who;
const ids: Record<string, number> = {};

interface ClassSpec {
  teacher: Who;
  start: Date;
  minutes?: number;
  status?: number;
  isDemo?: boolean;
  title?: string;
  meeting?: boolean;
  students: { who: Who; status?: number; attended?: boolean; cancelledBy?: number }[];
}

async function addClass(spec: ClassSpec) {
  const endsAt = new Date(spec.start.getTime() + (spec.minutes ?? 60) * MIN);
  const cancelled = SESSION_STATUS.cancelled;
  const active = spec.students.filter((s) => (s.status ?? 1) !== cancelled).length;
  const [session] = await t.db
    .insert(classSessions)
    .values({
      teacherId: spec.teacher.id,
      subjectId: guitarId,
      startsAt: spec.start,
      endsAt,
      status: spec.status ?? SESSION_STATUS.scheduled,
      isDemo: spec.isDemo ?? false,
      title: spec.title ?? null,
      capacity: Math.max(1, spec.students.length),
      enrolledCount: active,
      ...(spec.status === cancelled
        ? { cancelledAt: at(-DAY), cancelledBy: CANCELLED_BY.teacher }
        : {}),
    })
    .returning();
  for (const s of spec.students) {
    const isCancelled = (s.status ?? 1) === cancelled;
    await t.db.insert(sessionEnrolments).values({
      sessionId: session!.id,
      studentId: s.who.id,
      startsAt: spec.start,
      endsAt,
      status: s.status ?? SESSION_STATUS.scheduled,
      isDemo: spec.isDemo ?? false,
      attendedAt: s.attended ? new Date(spec.start.getTime() + 2 * MIN) : null,
      ...(isCancelled ? { cancelledAt: at(-DAY), cancelledBy: s.cancelledBy ?? 1 } : {}),
    });
  }
  if (spec.meeting) {
    await t.db.insert(classMeetings).values({
      sessionId: session!.id,
      teacherId: spec.teacher.id,
      provider: "jitsi",
      externalId: `room-${session!.id}`,
      joinUrl: `https://meet.example/room-${session!.id}`,
      hostUrl: `https://meet.example/room-${session!.id}#host`,
      startedAt: spec.start,
      licenceUntil: endsAt,
    });
  }
  return session!.id;
}

async function getAs(handler: RouteHandler, path: string, user: Who | null) {
  const cookie = user ? await cookieHeaderFor(user) : {};
  const response = await handler(new Request(`http://localhost${path}`, { headers: cookie }));
  return { status: response.status, body: await response.json() };
}

const CANCELLED = SESSION_STATUS.cancelled;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  clockDir = mkdtempSync(join(tmpdir(), "classes-lists-clock-"));
  process.env.CLOCK_FILE = join(clockDir, "offset");
  setClock(NOW);

  const music = await makeStream(t.db, { name: "Music", slug: "music" });
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  guitarId = guitar.id;
  const a = await makeTeacher(t.db, guitar, {
    user: { firstName: "Rohan", lastName: "Mathew", timeZone: "Asia/Kolkata" },
  });
  const b = await makeTeacher(t.db, guitar, {
    user: { firstName: "Maya", lastName: "Rao", timeZone: "Asia/Kolkata" },
  });
  teacherA = { id: a.user.id, role: "teacher", name: "Rohan Mathew" };
  teacherB = { id: b.user.id, role: "teacher", name: "Maya Rao" };
  const u1 = await makeUser(t.db, { firstName: "Aarav", lastName: "Mehta" });
  const u2 = await makeUser(t.db, { firstName: "Diya", lastName: "Mehta" });
  s1 = { id: u1.id, role: "student" };
  s2 = { id: u2.id, role: "student" };
  admin = { id: (await makeUser(t.db, { role: "admin" })).id, role: "admin" };

  // Student 1 with teacher A: 12 upcoming (one starting in 10 minutes), 2 past, 1 missed, 2 cancelled.
  ids.soon = await addClass({
    teacher: teacherA,
    start: at(10 * MIN),
    minutes: 30,
    isDemo: true,
    title: "First chords",
    students: [{ who: s1 }],
  });
  for (let i = 0; i < 11; i++) {
    ids[`later${i}`] = await addClass({
      teacher: teacherA,
      start: at(2 * DAY + i * 2 * HOUR),
      students: [{ who: s1 }],
    });
  }
  ids.pastRated = await addClass({
    teacher: teacherA,
    start: at(-3 * DAY),
    meeting: true,
    students: [{ who: s1, attended: true }],
  });
  await t.db
    .insert(classRatings)
    .values({ sessionId: ids.pastRated, studentId: s1.id, teacherId: teacherA.id, rating: 5 });
  ids.pastUnrated = await addClass({
    teacher: teacherA,
    start: at(-2 * DAY),
    meeting: true,
    students: [{ who: s1, attended: true }],
  });
  ids.missed = await addClass({ teacher: teacherA, start: at(-1 * DAY), students: [{ who: s1 }] });
  ids.seatCancelled = await addClass({
    teacher: teacherA,
    start: at(5 * DAY),
    students: [{ who: s1, status: CANCELLED, cancelledBy: CANCELLED_BY.student }],
  });
  ids.teacherCancelled = await addClass({
    teacher: teacherA,
    start: at(6 * DAY),
    status: CANCELLED,
    students: [{ who: s1, status: CANCELLED, cancelledBy: CANCELLED_BY.teacher }],
  });

  // Student 2 with teacher B: one class under way, one tomorrow.
  ids.ongoing = await addClass({
    teacher: teacherB,
    start: at(-20 * MIN),
    students: [{ who: s2 }],
  });
  ids.s2Tomorrow = await addClass({ teacher: teacherB, start: at(DAY), students: [{ who: s2 }] });
});

afterAll(async () => {
  delete process.env.CLOCK_FILE;
  rmSync(clockDir, { recursive: true, force: true });
  await t?.destroy();
});

const listPath = (kind: string, query = "") => `/get-all-${kind}-classes${query}`;

describe("listClasses (the service, at an exact now)", () => {
  it("sorts a student's classes into the four kinds with their counts and actions", async () => {
    const student = { id: s1.id, role: "student" as const };
    const upcoming = await listClasses(
      t.db,
      student,
      { kinds: ["upcoming"], page: 1, limit: 50 },
      NOW,
    );
    expect(upcoming.counts).toEqual({ upcoming: 12, past: 2, missed: 1, cancelled: 2 });
    expect(upcoming.items.map((i) => i.sessionId)).toEqual([
      ids.soon,
      ...Array.from({ length: 11 }, (_, i) => ids[`later${i}`]),
    ]);
    const soon = upcoming.items[0]!;
    expect(soon).toMatchObject({
      kind: "upcoming",
      subjectName: "Guitar",
      teacherName: "Rohan Mathew",
      isDemo: true,
      title: "First chords",
      students: [],
      canJoin: true,
      canCancel: true,
      canStart: false,
      canRate: false,
    });
    expect(upcoming.items[1]).toMatchObject({ canJoin: false, canCancel: true });

    const past = await listClasses(t.db, student, { kinds: ["past"], page: 1, limit: 10 }, NOW);
    expect(past.items.map((i) => [i.sessionId, i.rated, i.rating, i.canRate])).toEqual([
      [ids.pastUnrated, false, null, true],
      [ids.pastRated, true, 5, false],
    ]);
    expect(past.items[0]).toMatchObject({ attended: true, meetingStarted: true });

    const missed = await listClasses(t.db, student, { kinds: ["missed"], page: 1, limit: 10 }, NOW);
    expect(missed.items.map((i) => i.sessionId)).toEqual([ids.missed]);
    expect(missed.items[0]).toMatchObject({ attended: false, canRate: false });

    const cancelled = await listClasses(
      t.db,
      student,
      { kinds: ["cancelled"], page: 1, limit: 10 },
      NOW,
    );
    expect(cancelled.items.map((i) => [i.sessionId, i.cancelledBy])).toEqual([
      [ids.teacherCancelled, CANCELLED_BY.teacher],
      [ids.seatCancelled, CANCELLED_BY.student],
    ]);
  });

  it("shows a teacher their classes with the students, held or missed by the meeting", async () => {
    const teacher = { id: teacherA.id, role: "teacher" as const };
    const page = await listClasses(t.db, teacher, { kinds: ["past"], page: 1, limit: 10 }, NOW);
    expect(page.counts).toEqual({ upcoming: 12, past: 2, missed: 1, cancelled: 2 });
    expect(page.items[0]).toMatchObject({
      enrolmentId: null,
      students: [{ id: s1.id, name: "Aarav", attended: true, cancelled: false }],
      canJoin: false,
      canCancel: false,
      canRate: false,
    });
    const upcoming = await listClasses(
      t.db,
      teacher,
      { kinds: ["upcoming"], page: 1, limit: 1 },
      NOW,
    );
    expect(upcoming.items[0]).toMatchObject({
      sessionId: ids.soon,
      canStart: true,
      canJoin: false,
    });
    expect(upcoming.hasMore).toBe(true);
    const cancelled = await listClasses(
      t.db,
      teacher,
      { kinds: ["cancelled"], page: 1, limit: 10 },
      NOW,
    );
    // A class whose only seat was given up is cancelled for the teacher too; its student is shown.
    expect(cancelled.items.map((i) => i.sessionId)).toEqual([
      ids.teacherCancelled,
      ids.seatCancelled,
    ]);
    expect(cancelled.items[1]!.students).toEqual([
      { id: s1.id, name: "Aarav", attended: false, cancelled: true },
    ]);
  });

  it("pages a window of kinds (the teacher's day) and the ratings to give", async () => {
    const teacher = { id: teacherB.id, role: "teacher" as const };
    const day = await listClasses(
      t.db,
      teacher,
      {
        kinds: ["upcoming", "past", "missed"],
        page: 1,
        limit: 20,
        from: at(-6 * HOUR),
        to: at(6 * HOUR),
        order: "asc",
      },
      NOW,
    );
    expect(day.items.map((i) => i.sessionId)).toEqual([ids.ongoing]);
    expect(day.items[0]).toMatchObject({ canStart: true });
    const toRate = await listClasses(
      t.db,
      { id: s1.id, role: "student" },
      { kinds: ["past"], page: 1, limit: 5, unratedOnly: true },
      NOW,
    );
    expect(toRate.items.map((i) => i.sessionId)).toEqual([ids.pastUnrated]);
    expect(toRate.total).toBe(1);
  });
});

describe("GET get-all-{kind}-classes", () => {
  it("answers 10 upcoming classes first, then the next ones, with the counts", async () => {
    const first = await getAs(upcomingList, listPath("upcoming", "?page=1"), s1);
    expect(first.status).toBe(200);
    const body = classListResponse.parse(first.body);
    expect(body).toMatchObject({
      type: "upcoming",
      current_page: 1,
      per_page: 10,
      total: 12,
      last_page: 2,
      from: 1,
      to: 10,
      prev_page_url: null,
      next_page_url: `${siteUrl()}/get-all-upcoming-classes?page=2&limit=10`,
      counts: { upcomming: 12, pastSlots: 2, missedSlots: 1, cancelledSlots: 2 },
    });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      slot_id: ids.soon,
      subject_name: "Guitar",
      teacher_name: "Rohan Mathew",
      is_demo: true,
      can_join: true,
      can_cancel: true,
      time_label: "11:40 AM (IST)",
      date: "2030-03-12",
      date_label: "Tue, 12 Mar",
      when_label: "Tuesday, 12th Mar at 11:40 AM (IST)",
    });

    const second = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?page=2&limit=10"), s1)).body,
    );
    expect(second.data.map((r) => r.slot_id)).toEqual([ids.later9, ids.later10]);
    expect(second).toMatchObject({
      current_page: 2,
      from: 11,
      to: 12,
      next_page_url: null,
      prev_page_url: `${siteUrl()}/get-all-upcoming-classes?page=1&limit=10`,
    });

    // Grown to 20: everything in one page.
    const twenty = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?page=1&limit=20"), s1)).body,
    );
    expect(twenty.data).toHaveLength(12);
    expect(twenty).toMatchObject({ per_page: 20, last_page: 1, next_page_url: null });

    const beyond = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?page=9"), s1)).body,
    );
    expect(beyond).toMatchObject({ data: [], next_page_url: null, total: 12, from: null });
  });

  it("answers the past, missed and cancelled lists, and only the counts for action=count", async () => {
    const past = classListResponse.parse(
      (await getAs(pastList, listPath("past", "?page=1&limit=10&action=list"), s1)).body,
    );
    expect(past.data.map((r) => [r.slot_id, r.can_rate, r.rated])).toEqual([
      [ids.pastUnrated, true, false],
      [ids.pastRated, false, true],
    ]);
    const missed = classListResponse.parse(
      (await getAs(missedList, listPath("missed", "?page=1&limit=10"), s1)).body,
    );
    expect(missed.data.map((r) => r.slot_id)).toEqual([ids.missed]);
    const cancelled = classListResponse.parse(
      (await getAs(cancelledList, listPath("cancelled", "?page=1&limit=10"), s1)).body,
    );
    expect(cancelled.data.map((r) => [r.slot_id, r.cancelled_by])).toEqual([
      [ids.teacherCancelled, "teacher"],
      [ids.seatCancelled, "student"],
    ]);
    const counts = classListResponse.parse(
      (await getAs(missedList, listPath("missed", "?page=1&limit=10&action=count"), s1)).body,
    );
    expect(counts).toMatchObject({
      data: [],
      total: 1,
      next_page_url: null,
      counts: { upcomming: 12, pastSlots: 2, missedSlots: 1, cancelledSlots: 2 },
    });
  });

  it("shows the viewer's zone from the tz cookie", async () => {
    const cookie = await cookieHeaderFor(s1);
    const response = await upcomingList(
      new Request(`http://localhost${listPath("upcoming", "?limit=1")}`, {
        headers: { cookie: `${cookie.cookie}; tz=America/New_York` },
      }),
    );
    const body = classListResponse.parse(await response.json());
    expect(body.time_zone).toBe("America/New_York");
    expect(body.data[0]!.time_label).toBe("02:10 AM (EDT)");
  });

  it("never shows a student another student's classes", async () => {
    const body = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?limit=50"), s2)).body,
    );
    expect(body.data.map((r) => r.slot_id)).toEqual([ids.ongoing, ids.s2Tomorrow]);
    expect(body.counts).toEqual({ upcomming: 2, pastSlots: 0, missedSlots: 0, cancelledSlots: 0 });
    expect(body.data[0]).toMatchObject({ can_join: true, can_cancel: false });
  });

  it("shows a teacher only their own classes, with the students", async () => {
    const a = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?limit=1"), teacherA)).body,
    );
    expect(a.data[0]).toMatchObject({
      slot_id: ids.soon,
      can_start: true,
      students: [{ id: s1.id, name: "Aarav", attended: false, cancelled: false }],
    });
    const b = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?limit=50"), teacherB)).body,
    );
    expect(b.data.map((r) => r.slot_id)).toEqual([ids.ongoing, ids.s2Tomorrow]);
  });

  it("refuses anonymous callers, admins and bad paging", async () => {
    expect((await getAs(upcomingList, listPath("upcoming"), null)).status).toBe(401);
    expect((await getAs(pastList, listPath("past"), admin)).status).toBe(403);
    for (const query of ["?limit=0", "?limit=51", "?limit=abc", "?page=0", "?page=1.5"]) {
      const res = await getAs(upcomingList, listPath("upcoming", query), s1);
      expect(res.status, query).toBe(400);
    }
    const bad = await getAs(cancelledList, listPath("cancelled", "?action=delete"), s1);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.action).toBe("The action must be 'list' or 'count'.");
  });
});

describe("POST /api/get-teacher-my-class-data", () => {
  const path = "/api/get-teacher-my-class-data";

  it("pages the teacher's classes by 10", async () => {
    const first = await postAs(teacherClassData, path, teacherA, {});
    expect(first.status).toBe(200);
    const body = classListResponse.parse(first.body);
    expect(body).toMatchObject({
      type: "upcoming",
      current_page: 1,
      per_page: 10,
      last_page: 2,
      next_page_url: `${siteUrl()}/get-all-upcoming-classes?page=2&limit=10`,
    });
    expect(body.data).toHaveLength(10);
    const second = classListResponse.parse(
      (await postAs(teacherClassData, path, teacherA, { page: 2 })).body,
    );
    expect(second.data).toHaveLength(2);
    const past = classListResponse.parse(
      (await postAs(teacherClassData, path, teacherA, { type: "past", page: "1" })).body,
    );
    expect(past.data.map((r) => r.slot_id)).toEqual([ids.pastUnrated, ids.pastRated]);
  });

  it("is for teachers only and checks its input", async () => {
    expect((await postAs(teacherClassData, path, null, {})).status).toBe(401);
    expect((await postAs(teacherClassData, path, s1, {})).status).toBe(403);
    expect((await postAs(teacherClassData, path, admin, {})).status).toBe(403);
    const bad = await postAs(teacherClassData, path, teacherA, { type: "someday" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.type).toBe("The type must be upcoming, past, missed or cancelled.");
  });
});

describe("GET /request-cancel", () => {
  const path = (id: unknown) => `/request-cancel?slot_id=${String(id)}`;

  it("tells a student what cancelling means, with the last-minute flag", async () => {
    const soon = await getAs(requestCancel, path(ids.soon), s1);
    expect(soon.status).toBe(200);
    expect(requestCancelResponse.parse(soon.body).data).toMatchObject({
      slot_id: ids.soon,
      teacher_name: "Rohan Mathew",
      is_demo: true,
      can_cancel: true,
      reason: null,
      is_last_minute: true,
      hours_until_start: 0,
      time_label: "11:40 AM (IST)",
      notes: [CANCEL_MESSAGES.demoFreed, CANCEL_MESSAGES.lastMinute],
    });
    const later = requestCancelResponse.parse(
      (await getAs(requestCancel, path(ids.later0), s1)).body,
    );
    expect(later.data).toMatchObject({
      can_cancel: true,
      is_last_minute: false,
      hours_until_start: 47,
    });
    expect(later.data.notes).toEqual([CANCEL_MESSAGES.seatFreed]);
  });

  it("says when a class can no longer be cancelled", async () => {
    const started = requestCancelResponse.parse(
      (await getAs(requestCancel, path(ids.ongoing), s2)).body,
    );
    expect(started.data).toMatchObject({
      can_cancel: false,
      reason: "class_started",
      is_last_minute: false,
    });
    const gone = requestCancelResponse.parse(
      (await getAs(requestCancel, path(ids.seatCancelled), s1)).body,
    );
    expect(gone.data).toMatchObject({ can_cancel: false, reason: "already_cancelled" });
  });

  it("refuses everyone but the class's student", async () => {
    expect((await getAs(requestCancel, path(ids.soon), null)).status).toBe(401);
    expect((await getAs(requestCancel, path(ids.soon), teacherA)).status).toBe(403);
    expect((await getAs(requestCancel, path(ids.soon), s2)).status).toBe(403);
    expect((await getAs(requestCancel, path(999_999), s1)).status).toBe(404);
    expect((await getAs(requestCancel, path("abc"), s1)).status).toBe(400);
    expect((await getAs(requestCancel, "/request-cancel", s1)).status).toBe(400);
  });
});

describe("POST cancel-student-class", () => {
  const path = "/cancel-student-class";

  it("cancels a student's seat before the start, with the reason", async () => {
    const res = await postAs(cancelClass, path, s1, {
      slot_id: ids.later1,
      reason: "  We are travelling that week.  ",
    });
    expect(res.status).toBe(200);
    expect(cancelStudentClassResponse.parse(res.body)).toMatchObject({
      message: CANCEL_MESSAGES.cancelled,
      slot_id: ids.later1,
      is_last_minute: false,
    });
    const [seat] = await t.db
      .select()
      .from(sessionEnrolments)
      .where(
        and(eq(sessionEnrolments.sessionId, ids.later1!), eq(sessionEnrolments.studentId, s1.id)),
      );
    expect(seat).toMatchObject({
      status: CANCELLED,
      cancelledBy: CANCELLED_BY.student,
      cancelReason: "We are travelling that week.",
    });
    expect(seat!.cancelledAt).not.toBeNull();
    const counts = classListResponse.parse(
      (await getAs(upcomingList, listPath("upcoming", "?action=count"), s1)).body,
    ).counts;
    expect(counts).toMatchObject({ upcomming: 11, cancelledSlots: 3 });

    const again = await postAs(cancelClass, path, s1, { slot_id: ids.later1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CANCEL_MESSAGES.alreadyCancelled);
  });

  it("flags a last-minute cancellation", async () => {
    const res = await postAs(cancelClass, path, s1, { slot_id: ids.soon });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", is_last_minute: true });
  });

  it("refuses a class that has started, and anyone but its student", async () => {
    const started = await postAs(cancelClass, path, s2, { slot_id: ids.ongoing });
    expect(started.status).toBe(400);
    expect(started.body.message).toBe(CANCEL_MESSAGES.classStarted);
    expect((await postAs(cancelClass, path, null, { slot_id: ids.later2 })).status).toBe(401);
    expect((await postAs(cancelClass, path, teacherA, { slot_id: ids.later2 })).status).toBe(403);
    expect((await postAs(cancelClass, path, s2, { slot_id: ids.later2 })).status).toBe(403);
    expect((await postAs(cancelClass, path, s1, { slot_id: 999_999 })).status).toBe(404);
    expect((await postAs(cancelClass, path, s1, {})).status).toBe(400);
    const long = await postAs(cancelClass, path, s1, {
      slot_id: ids.later2,
      reason: "x".repeat(301),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.reason).toBe(CANCEL_MESSAGES.reasonTooLong);
    const crossSite = await postAs(
      cancelClass,
      path,
      s1,
      { slot_id: ids.later2 },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    // Nothing above touched the seat.
    const [seat] = await t.db
      .select({ status: sessionEnrolments.status })
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.sessionId, ids.later2!));
    expect(seat!.status).toBe(SESSION_STATUS.scheduled);
  });
});
