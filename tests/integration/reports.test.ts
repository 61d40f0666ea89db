import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/(api)/api/get-attendance-report/route";
import { POST as bookingRoute } from "@/app/(api)/api/get-class-booking-requests/route";
import { POST as lmcRoute } from "@/app/(api)/api/get-lmc-report/route";
import { POST as punctualityRoute } from "@/app/(api)/api/get-punctuality-report/route";
import { GET as teacherCsv } from "@/app/(api)/em/reports/[report]/csv/route";
import { GET as studentCsv } from "@/app/(api)/st/reports/attendance/csv/route";
import {
  CANCELLED_BY,
  classMeetings,
  classSessions,
  preferredSlotRequests,
  SESSION_STATUS,
  sessionEnrolments,
} from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { runReport } from "@/lib/reports/run";
import {
  attendanceResponse,
  bookingRequestsResponse,
  lmcResponse,
  punctualityResponse,
} from "@/lib/reports/schemas";
import { cookieHeaderFor } from "../support/legacy-client";
import { postAs } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// A small fixed history of one teacher (T) in February and March 2026, read at a fixed now.
const NOW = new Date("2026-03-15T12:00:00Z");
const RANGE = { from: "2026-02-01", to: "2026-03-31" };
const ZONE = "Asia/Kolkata";

let t: TestDatabase;
let teacher: SessionUser;
let other: SessionUser;
let admin: SessionUser;
let s1: SessionUser;
let s2: SessionUser;
let s3: SessionUser;

const person = (u: { id: number; role: string; firstName: string }): SessionUser => ({
  id: u.id,
  role: u.role as SessionUser["role"],
  name: u.firstName,
  prefix: u.role === "teacher" ? "em" : "st",
});

interface Seat {
  student: SessionUser;
  attended?: boolean;
  cancelledAt?: string;
  cancelledBy?: number;
  createdAt?: string;
}

/** A class of `teacherId` at `start` (UTC) with its seats, and its meeting's start if any. */
async function addClass(
  teacherId: number,
  start: string,
  seats: Seat[],
  opts: { subjectId?: number; isDemo?: boolean; cancelledAt?: string; meetingAt?: string } = {},
) {
  const startsAt = new Date(start);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const cancelled = opts.cancelledAt !== undefined;
  const [session] = await t.db
    .insert(classSessions)
    .values({
      teacherId,
      slotId: null,
      subjectId: opts.subjectId ?? null,
      startsAt,
      endsAt,
      isDemo: opts.isDemo ?? false,
      capacity: Math.max(seats.length, 1),
      enrolledCount: cancelled ? 0 : seats.filter((s) => !s.cancelledAt).length,
      status: cancelled ? SESSION_STATUS.cancelled : SESSION_STATUS.scheduled,
      cancelledAt: cancelled ? new Date(opts.cancelledAt!) : null,
      cancelledBy: cancelled ? CANCELLED_BY.teacher : null,
    })
    .returning();
  for (const seat of seats) {
    const cancelledAt = seat.cancelledAt ?? opts.cancelledAt;
    await t.db.insert(sessionEnrolments).values({
      sessionId: session!.id,
      studentId: seat.student.id,
      startsAt,
      endsAt,
      isDemo: opts.isDemo ?? false,
      status: cancelledAt ? SESSION_STATUS.cancelled : SESSION_STATUS.scheduled,
      attendedAt: seat.attended ? new Date(startsAt.getTime() + 120_000) : null,
      cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
      cancelledBy: cancelledAt ? (seat.cancelledBy ?? CANCELLED_BY.teacher) : null,
      ...(seat.createdAt ? { createdAt: new Date(seat.createdAt) } : {}),
    });
  }
  if (opts.meetingAt) {
    const startedAt = new Date(opts.meetingAt);
    await t.db.insert(classMeetings).values({
      sessionId: session!.id,
      teacherId,
      provider: "jitsi",
      externalId: `room-${session!.id}`,
      joinUrl: `https://meet.example/room-${session!.id}`,
      hostUrl: `https://meet.example/room-${session!.id}`,
      startedAt,
      licenceUntil: endsAt,
    });
  }
  return session!;
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  const guitar = await makeSubject(t.db, stream.id, { name: "Guitar" });
  teacher = person((await makeTeacher(t.db, guitar, { user: { firstName: "Tara" } })).user);
  other = person((await makeTeacher(t.db, guitar, { user: { firstName: "Omar" } })).user);
  admin = person(await makeUser(t.db, { role: "admin", firstName: "Ada" }));
  s1 = person(await makeUser(t.db, { firstName: "Asha", lastName: "One" }));
  s2 = person(await makeUser(t.db, { firstName: "Bela", lastName: "Two" }));
  s3 = person(await makeUser(t.db, { firstName: "Chen", lastName: "Three" }));
  const T = teacher.id;
  const g = { subjectId: guitar.id };
  // February (18:00 IST = 12:30 UTC).
  await addClass(T, "2026-02-02T12:30:00Z", [{ student: s1, attended: true }], {
    ...g,
    meetingAt: "2026-02-02T12:31:00Z",
  });
  await addClass(T, "2026-02-04T12:30:00Z", [{ student: s1 }], {
    ...g,
    meetingAt: "2026-02-04T12:36:00Z",
  });
  await addClass(
    T,
    "2026-02-06T12:30:00Z",
    [{ student: s1, cancelledAt: "2026-02-06T02:30:00Z", cancelledBy: CANCELLED_BY.student }],
    g,
  );
  await addClass(T, "2026-02-09T12:30:00Z", [{ student: s2, attended: true }], {
    ...g,
    meetingAt: "2026-02-09T12:45:00Z",
  });
  // March.
  await addClass(T, "2026-03-02T12:30:00Z", [{ student: s1 }, { student: s2 }], {
    ...g,
    cancelledAt: "2026-03-01T20:30:00Z",
  });
  await addClass(
    T,
    "2026-03-04T12:30:00Z",
    [{ student: s2, cancelledAt: "2026-02-20T10:00:00Z", cancelledBy: CANCELLED_BY.student }],
    g,
  );
  await addClass(T, "2026-03-06T12:30:00Z", [{ student: s2 }], g);
  await addClass(
    T,
    "2026-03-20T12:30:00Z",
    [{ student: s1, createdAt: "2026-03-10T05:00:00Z" }],
    g,
  );
  await addClass(T, "2026-03-22T10:30:00Z", [{ student: s3, createdAt: "2026-03-12T06:00:00Z" }], {
    ...g,
    isDemo: true,
  });
  // Outside the range, and another teacher's class.
  await addClass(T, "2026-01-20T12:30:00Z", [{ student: s1, attended: true }], g);
  await addClass(other.id, "2026-02-10T12:30:00Z", [{ student: s3, attended: true }], {
    ...g,
    meetingAt: "2026-02-10T13:00:00Z",
  });
  await t.db.insert(preferredSlotRequests).values([
    {
      studentId: s2.id,
      teacherId: T,
      subjectId: guitar.id,
      preferredAt: new Date("2026-03-25T13:00:00Z"),
      note: "Evenings, please",
      createdAt: new Date("2026-03-11T08:00:00Z"),
    },
    {
      studentId: s2.id,
      teacherId: other.id,
      subjectId: guitar.id,
      preferredAt: new Date("2026-03-26T13:00:00Z"),
      createdAt: new Date("2026-03-11T08:00:00Z"),
    },
  ]);
});

afterAll(async () => {
  await t?.destroy();
});

const run = <K extends Parameters<typeof runReport>[2]>(
  user: SessionUser,
  kind: K,
  zone = ZONE,
  ask: { from?: string; to?: string; teacher_id?: number } = RANGE,
) => runReport(t.db, user, kind, ask, zone, NOW);

describe("attendance report", () => {
  it("counts each student's month: attended, leave, cancel, missed, total and %", async () => {
    const { result } = await run(teacher, "attendance");
    const pick = (r: (typeof result.data)[number]) =>
      [r.month, r.student_name, r.attended, r.leave, r.cancel, r.missed, r.total] as unknown[];
    const withPercent = (r: (typeof result.data)[number]) => [...pick(r), r.attendance_percent];
    expect(result.data.map(withPercent)).toEqual([
      ["2026-02", "Asha", 1, 1, 0, 1, 3, 50],
      ["2026-02", "Bela", 1, 0, 0, 0, 1, 100],
      ["2026-03", "Asha", 0, 0, 1, 0, 1, null],
      ["2026-03", "Bela", 0, 1, 1, 1, 3, 0],
    ]);
    expect(result.summary).toEqual({
      attended: 2,
      leave: 2,
      cancel: 2,
      missed: 2,
      total: 8,
      attendance_percent: 50,
      students: 2,
    });
    expect(result.months.map((m) => [m.month, m.total, m.attendance_percent])).toEqual([
      ["2026-02", 4, 66.7],
      ["2026-03", 4, 0],
    ]);
  });

  it("shows a student only themselves, and nothing for an empty range", async () => {
    const { result } = await run(s1, "attendance");
    expect(new Set(result.data.map((r) => r.student_id))).toEqual(new Set([s1.id]));
    expect(result.summary).toMatchObject({ attended: 1, leave: 1, cancel: 1, missed: 1, total: 4 });
    const empty = await run(teacher, "attendance", ZONE, { from: "2025-06-01", to: "2025-06-30" });
    expect(empty.result).toMatchObject({ data: [], months: [] });
    expect(empty.result.summary).toMatchObject({ total: 0, attendance_percent: null, students: 0 });
  });

  it("gives an admin any teacher's report, or everyone's", async () => {
    const one = await run(admin, "attendance", ZONE, { ...RANGE, teacher_id: teacher.id });
    expect(one.result.summary.total).toBe(8);
    const all = await run(admin, "attendance");
    expect(all.result.summary).toMatchObject({ total: 9, attended: 3, students: 3 });
  });
});

describe("last-minute cancellations", () => {
  it("lists seats cancelled under 24 hours before, with who and how long before", async () => {
    const { result } = await run(teacher, "lmc");
    expect(
      result.data.map((r) => [r.student_name, r.cancelled_by, r.hours_before, r.subject_name]),
    ).toEqual([
      ["Asha", "teacher", 16, "Guitar"],
      ["Bela", "teacher", 16, "Guitar"],
      ["Asha", "student", 10, "Guitar"],
    ]);
    expect(result.summary).toEqual({
      total: 3,
      by_student: 1,
      by_teacher: 2,
      by_admin: 0,
      hours_limit: 24,
    });
    expect(result.per_student.map((p) => [p.name, p.by_student, p.by_teacher, p.total])).toEqual([
      ["Asha", 1, 1, 2],
      ["Bela", 0, 1, 1],
    ]);
    expect(result.per_teacher).toHaveLength(1);
  });
});

describe("punctuality report", () => {
  it("buckets each class that is over by the meeting's start", async () => {
    const { result } = await run(teacher, "punctuality");
    expect(
      result.data.map((r) => [r.starts_at.slice(0, 10), r.minutes_late, r.bucket, r.students]),
    ).toEqual([
      ["2026-03-06", null, "not_started", "Bela"],
      ["2026-02-09", 15, "very_late", "Bela"],
      ["2026-02-04", 6, "late", "Asha"],
      ["2026-02-02", 1, "on_time", "Asha"],
    ]);
    expect(result.summary).toEqual({
      total: 4,
      on_time: 1,
      late: 1,
      very_late: 1,
      not_started: 1,
      percent: { on_time: 25, late: 25, very_late: 25, not_started: 25 },
      average_minutes_late: 7.3,
    });
  });
});

describe("class-booking requests", () => {
  it("lists new bookings and preferred times, in IST and the viewer's zone", async () => {
    const { result } = await run(teacher, "booking-requests", "America/New_York");
    expect(
      result.data.map((r) => [r.kind, r.student_name, r.requested_ist, r.requested_local]),
    ).toEqual([
      [
        "demo_booking",
        "Chen",
        "Sunday, 22nd Mar at 04:00 PM (IST)",
        "Sunday, 22nd Mar at 06:30 AM (EDT)",
      ],
      [
        "preferred_slot",
        "Bela",
        "Wednesday, 25th Mar at 06:30 PM (IST)",
        "Wednesday, 25th Mar at 09:00 AM (EDT)",
      ],
      [
        "paid_booking",
        "Asha",
        "Friday, 20th Mar at 06:00 PM (IST)",
        "Friday, 20th Mar at 08:30 AM (EDT)",
      ],
    ]);
    expect(result.data[1]!.note).toBe("Evenings, please");
    expect(result.summary).toEqual({
      total: 3,
      demo_bookings: 1,
      paid_bookings: 1,
      preferred_slots: 1,
      cancelled: 0,
    });
  });
});

describe("report calls", () => {
  const routes = {
    attendance: [attendanceRoute, "/api/get-attendance-report", attendanceResponse],
    lmc: [lmcRoute, "/api/get-lmc-report", lmcResponse],
    punctuality: [punctualityRoute, "/api/get-punctuality-report", punctualityResponse],
    booking: [bookingRoute, "/api/get-class-booking-requests", bookingRequestsResponse],
  } as const;

  it("answers every report to its teacher in the legacy shape", async () => {
    for (const [handler, path, schema] of Object.values(routes)) {
      const res = await postAs(handler, path, teacher, RANGE);
      expect(res.status, path).toBe(200);
      expect(schema.parse(res.body)).toMatchObject({
        status: "success",
        responseCode: 200,
        from: "2026-02-01",
        to: "2026-03-31",
        teacher_id: teacher.id,
      });
    }
  });

  it("answers attendance rows under `attendence` and LMC rows under `lmcReportList` (spec 1 §3)", async () => {
    const attendance = await postAs(attendanceRoute, routes.attendance[1], teacher, RANGE);
    expect(attendance.body).not.toHaveProperty("data");
    expect(attendance.body.attendence.length).toBeGreaterThan(0);
    expect(Object.keys(attendance.body.attendence[0])).toEqual(
      expect.arrayContaining(["attended", "leave", "cancel"]),
    );
    const lmc = await postAs(lmcRoute, routes.lmc[1], teacher, RANGE);
    expect(lmc.body).not.toHaveProperty("data");
    expect(lmc.body.lmcReportList).toHaveLength(lmc.body.summary.total);
    const punctuality = await postAs(punctualityRoute, routes.punctuality[1], teacher, RANGE);
    expect(Array.isArray(punctuality.body.data)).toBe(true);
  });

  it("refuses anonymous callers (401), students outside attendance (403) and other teachers' reports (403)", async () => {
    for (const [handler, path] of Object.values(routes)) {
      expect((await postAs(handler, path, null, RANGE)).status, path).toBe(401);
      expect(
        (await postAs(handler, path, teacher, { ...RANGE, teacher_id: other.id })).status,
        path,
      ).toBe(403);
    }
    for (const [handler, path] of [routes.lmc, routes.punctuality, routes.booking]) {
      expect((await postAs(handler, path, s1, RANGE)).status, path).toBe(403);
    }
    expect(
      (
        await postAs(attendanceRoute, routes.attendance[1], s1, {
          ...RANGE,
          teacher_id: teacher.id,
        })
      ).status,
    ).toBe(403);
    const own = await postAs(attendanceRoute, routes.attendance[1], s1, RANGE);
    expect(own.status).toBe(200);
    expect(own.body.attendence.every((r: { student_id: number }) => r.student_id === s1.id)).toBe(
      true,
    );
  });

  it("lets an admin name any teacher, and answers 404 for an unknown one", async () => {
    const res = await postAs(lmcRoute, routes.lmc[1], admin, { ...RANGE, teacher_id: teacher.id });
    expect(res.body.summary.total).toBe(3);
    expect(
      (await postAs(lmcRoute, routes.lmc[1], admin, { ...RANGE, teacher_id: s1.id })).status,
    ).toBe(404);
  });

  it("refuses bad dates, ranges and formats with 400 and the field", async () => {
    const bad = [
      [{ from: "2026-02-30" }, "from"],
      [{ to: "31/03/2026" }, "to"],
      [{ from: "2026-03-02", to: "2026-03-01" }, "from"],
      [{ from: "2025-01-01", to: "2026-01-02" }, "to"],
      [{ format: "xml" }, "format"],
      [{ teacher_id: "abc" }, "teacher_id"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await postAs(lmcRoute, routes.lmc[1], teacher, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors, JSON.stringify(body)).toHaveProperty(field);
    }
  });

  it("reads multipart fields and answers CSV with a file name", async () => {
    const form = new FormData();
    form.set("from", RANGE.from);
    form.set("to", RANGE.to);
    form.set("format", "csv");
    form.set("time_zone", ZONE);
    const response = await lmcRoute(
      new Request("http://localhost/api/get-lmc-report", {
        method: "POST",
        headers: await cookieHeaderFor(teacher),
        body: form,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="lmc-report-2026-02-01-to-2026-03-31.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Class time (Asia/Kolkata),Cancelled at (Asia/Kolkata),Hours before,Cancelled by,Student,Teacher,Subject,Reason",
    );
    expect(lines.slice(1)).toEqual([
      "2026-03-02 18:00,2026-03-02 02:00,16,teacher,Asha,Tara Last" +
        lines[1]!.split("Tara Last")[1],
      expect.stringContaining(",teacher,Bela,"),
      expect.stringMatching(/^2026-02-06 18:00,2026-02-06 08:00,10,student,Asha,/),
    ]);
  });

  it("serves the pages' CSV downloads by GET to the right people only", async () => {
    const get = async (
      handler: typeof studentCsv,
      path: string,
      user: SessionUser | null,
      params: Record<string, string> = {},
    ) =>
      handler(
        new Request(
          `http://localhost${path}?from=2026-02-01&to=2026-03-31&time_zone=Asia%2FKolkata`,
          {
            headers: user ? await cookieHeaderFor(user) : {},
          },
        ),
        { params: Promise.resolve(params) },
      );
    const punctuality = await get(teacherCsv, "/em/reports/punctuality/csv", teacher, {
      report: "punctuality",
    });
    expect(punctuality.status).toBe(200);
    expect(punctuality.headers.get("content-disposition")).toContain(
      "punctuality-report-2026-02-01-to-2026-03-31.csv",
    );
    const text = await punctuality.text();
    expect(text).toContain(
      "2026-02-09 18:00,2026-02-09 18:15,15,Very late (over 10 min),Tara Last",
    );
    expect(
      (await get(teacherCsv, "/em/reports/nope/csv", teacher, { report: "nope" })).status,
    ).toBe(404);
    expect((await get(teacherCsv, "/em/reports/lmc/csv", s1, { report: "lmc" })).status).toBe(403);
    expect((await get(teacherCsv, "/em/reports/lmc/csv", null, { report: "lmc" })).status).toBe(
      401,
    );
    const mine = await get(studentCsv, "/st/reports/attendance/csv", s1);
    expect(mine.status).toBe(200);
    const rows = (await mine.text()).trimEnd().split("\r\n").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes("Asha"))).toBe(true);
    expect((await get(studentCsv, "/st/reports/attendance/csv", teacher)).status).toBe(403);
  });
});
