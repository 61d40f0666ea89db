import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionEnrolments } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import type { AttendanceReport } from "@/lib/reports/attendance";
import { loadReportPage } from "@/lib/reports/load-report-page";
import { RANGE_MESSAGES } from "@/lib/reports/range";
import { SCOPE_MESSAGES } from "@/lib/reports/scope";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { makeClass } from "../support/timetable-factories";

// The report pages' loader (lib/reports/load-report-page): the report for the URL's range, or the
// form's messages when the range is refused. "Now" is Tuesday 12 March 2030, 11:30 in Kolkata.

const NOW = new Date("2030-03-12T06:00:00Z");
const IST = "Asia/Kolkata";

let t: TestDatabase;
let student: SessionUser;
let teacher: SessionUser;

beforeAll(async () => {
  t = await createTestDatabase();
  const music = await makeStream(t.db);
  const guitar = await makeSubject(t.db, music.id);
  const { user } = await makeTeacher(t.db, guitar, { user: { timeZone: IST } });
  teacher = { id: user.id, role: "teacher", name: user.firstName, prefix: "em" };
  const s = await makeUser(t.db, { firstName: "Aarav", lastName: "Mehta" });
  student = { id: s.id, role: "student", name: s.firstName, prefix: "st" };
  const attended = await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt: new Date("2030-03-05T11:30:00Z"),
    students: [student],
  });
  await t.db
    .update(sessionEnrolments)
    .set({ attendedAt: new Date("2030-03-05T11:31:00Z") })
    .where(
      and(eq(sessionEnrolments.sessionId, attended.id), eq(sessionEnrolments.studentId, s.id)),
    );
  // Missed: over, never attended. One long ago falls outside the default 30 days.
  await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt: new Date("2030-03-08T11:30:00Z"),
    students: [student],
  });
  await makeClass(t.db, {
    teacherId: teacher.id,
    slotId: null,
    startsAt: new Date("2030-01-08T11:30:00Z"),
    students: [student],
  });
});

afterAll(async () => {
  await t.destroy();
});

const load = (
  user: SessionUser,
  search: Record<string, string | string[] | undefined>,
  zone = IST,
) => loadReportPage(t.db, { user, kind: "attendance", search, zone, now: NOW });

describe("loadReportPage", () => {
  it("runs the report for the last 30 days when no range is asked", async () => {
    const data = await load(student, {});
    expect(data).toMatchObject({
      kind: "attendance",
      zone: IST,
      error: null,
      from: "2030-02-11",
      to: "2030-03-12",
      zoneName: "IST",
    });
    const result = data.run!.result as AttendanceReport;
    expect(result.summary).toMatchObject({ attended: 1, missed: 1, students: 1 });
    expect(result.data).toEqual([
      expect.objectContaining({
        student_name: "Aarav",
        month: "2030-03",
        attended: 1,
        missed: 1,
      }),
    ]);
  });

  it("runs the asked range, and names the viewer's zone", async () => {
    const data = await load(teacher, { from: "2030-01-01", to: "2030-01-31" }, "America/New_York");
    expect(data).toMatchObject({
      from: "2030-01-01",
      to: "2030-01-31",
      zoneName: "EDT",
      error: null,
    });
    const result = data.run!.result as AttendanceReport;
    expect(result.summary).toMatchObject({ attended: 0, missed: 1 });
  });

  it("turns a refused range into the form's messages, keeping the asked dates", async () => {
    expect(await load(student, { from: "2030-02-30" })).toEqual({
      kind: "attendance",
      zone: IST,
      run: null,
      error: { message: RANGE_MESSAGES.badDate, fields: { from: RANGE_MESSAGES.badDate } },
      from: "2030-02-30",
      to: "2030-03-12",
      zoneName: "IST",
    });
    expect(await load(student, { from: "2030-03-10", to: "2030-03-01" })).toMatchObject({
      run: null,
      error: { message: RANGE_MESSAGES.order, fields: { from: RANGE_MESSAGES.order } },
      from: "2030-03-10",
      to: "2030-03-01",
    });
    expect(await load(student, { from: "2028-01-01", to: "2030-03-01" })).toMatchObject({
      run: null,
      error: { message: RANGE_MESSAGES.tooLong, fields: { to: RANGE_MESSAGES.tooLong } },
    });
  });

  it("reads empty and repeated query values as not given", async () => {
    const data = await load(student, { from: "", to: ["2030-03-01", "2030-03-02"] });
    expect(data).toMatchObject({ error: null, from: "2030-02-11", to: "2030-03-12" });
  });

  it("does not turn a refusal of who is asking into a form message", async () => {
    await expect(
      loadReportPage(t.db, { user: student, kind: "lmc", search: {}, zone: IST, now: NOW }),
    ).rejects.toMatchObject({ status: 403, message: SCOPE_MESSAGES.studentOnlyAttendance });
  });
});
