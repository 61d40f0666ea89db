import path from "node:path";
import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSessions, families, sessionEnrolments, users } from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { SEED_APPLICANTS } from "@/db/seed/admin";
import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";
import type { Role } from "@/lib/auth/roles";
import { BASE_PREFIX, type LegacyCall } from "@/lib/legacy/types";
import { LEGACY_CALLS } from "@/lib/legacy/table";
import { REPORT_KINDS } from "@/lib/reports/scope";
import { GET as reportCsv } from "@/app/(api)/em/reports/[report]/csv/route";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

// Issue 26, decision 036: nothing personal about a family reaches a teacher. Logged in as every
// seeded kind of teacher, this walks every answered call of the legacy table a teacher can make
// (every GET, and the POSTs that only read) and greps each answer for the demo family's phone
// number and e-mail addresses.

const APP = path.resolve(import.meta.dirname, "../..");

/** POST calls that only read (a teacher's lists and calendars); the other POSTs change things. */
const READING_POSTS = /calendar|timetable|list|get|report|student|search|detail/i;

type Teacher = { label: string; id: number; role: Role };

let t: TestDatabase;
let teachers: Teacher[] = [];
/** The demo family's contact details as they could appear in a body. */
let secrets: string[] = [];
/** A class of the demo teacher the demo student holds a seat in. */
let sessionId = 1;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  await seedDemoData(t.db);
  const [student] = await t.db
    .select({ id: users.id, familyId: users.familyId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.student.email));
  const [family] = await t.db
    .select({ mobile: families.mobile, email: families.email })
    .from(families)
    .where(eq(families.id, student!.familyId!));
  const children = await t.db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.familyId, student!.familyId!));
  secrets = [
    ...new Set(
      [family?.mobile, family?.email, ...children.flatMap((c) => [c.email, c.mobile])].filter(
        (v): v is string => typeof v === "string" && v.length > 0,
      ),
    ),
  ];
  const demoTeacher = await userId(DEMO_ACCOUNTS.teacher.email);
  const applicant = await userId(SEED_APPLICANTS[0]!.email);
  // Every other teacher the demo family has a class with.
  const others = await t.db
    .selectDistinct({ id: classSessions.teacherId })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .where(
      and(
        inArray(
          sessionEnrolments.studentId,
          (
            await t.db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.familyId, student!.familyId!))
          ).map((c) => c.id),
        ),
        ne(classSessions.teacherId, demoTeacher),
      ),
    );
  teachers = [
    { label: "the demo teacher", id: demoTeacher, role: "teacher" },
    { label: "an applicant teacher", id: applicant, role: "teacher" },
    ...others.slice(0, 2).map((o) => ({
      label: `teacher ${o.id} of the family`,
      id: o.id,
      role: "teacher" as const,
    })),
  ];
  const [seat] = await t.db
    .select({ sessionId: sessionEnrolments.sessionId })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .where(
      and(eq(sessionEnrolments.studentId, student!.id), eq(classSessions.teacherId, demoTeacher)),
    )
    .limit(1);
  sessionId = seat!.sessionId;
}, 180_000);
afterAll(() => t.destroy());

async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

/** The ids every call may ask about: the demo class, as slot, session or class id. */
const idParams = () => ({
  slot_id: sessionId,
  session_id: sessionId,
  class_id: sessionId,
  id: sessionId,
  page: 1,
  limit: 50,
});

/** The calls a teacher can make that read: every answered GET, and the reading POSTs. */
function teacherReads(): LegacyCall[] {
  return LEGACY_CALLS.filter(
    (c) =>
      c.status === "answered" &&
      (c.method === "GET" || READING_POSTS.test(c.path)) &&
      !c.path.startsWith("st/") &&
      !c.path.includes("admin"),
  );
}

async function callAs(call: LegacyCall, cookie: string, extra: Record<string, unknown> = {}) {
  const mod = (await import(path.join(APP, call.handler!))) as Record<
    string,
    (request: Request, ctx: unknown) => Promise<Response>
  >;
  const handler = mod[call.method]!;
  const fields = { ...idParams(), ...(call.sample ?? {}), ...extra };
  // Path parameters ({id}, {slug}) take the demo class's id.
  const urlPath = `${BASE_PREFIX[call.base]}${call.path}`.replace(/\{[^}]+\}/g, String(sessionId));
  const url = new URL(`http://localhost${urlPath}`);
  const headers: Record<string, string> = { cookie, origin: "http://localhost", host: "localhost" };
  let body: string | undefined;
  if (call.method === "GET") {
    for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, String(v));
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(fields);
  }
  const params = new Proxy({}, { get: () => String(sessionId) });
  const response = await handler(new Request(url, { method: call.method, headers, body }), {
    params: Promise.resolve(params),
  });
  return { status: response.status, text: await response.text() };
}

describe("what teachers receive about families (decision 036)", () => {
  it("knows the demo family's phone and e-mails, and walks the teacher calls of the table", () => {
    expect(secrets).toContain(DEMO_ACCOUNTS.student.mobile);
    expect(secrets).toContain(DEMO_ACCOUNTS.student.email);
    expect(teachers.length).toBeGreaterThanOrEqual(2);
    const calls = teacherReads();
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(["getTeacherCalendarData", "em/get-slot-student-list"]),
    );
  });

  it("never carries the family's phone or e-mail in any answer to any teacher", async () => {
    const leaks: string[] = [];
    let answered = 0;
    const refusedByOrigin: string[] = [];
    for (const teacher of teachers) {
      const { cookie } = await cookieHeaderFor({ id: teacher.id, role: teacher.role });
      for (const call of teacherReads()) {
        // display_contact asked for on every call: the policy (off by default) must still win.
        const { status, text } = await callAs(call, cookie, { display_contact: 1 });
        if (status === 200) answered++;
        if (text.includes("must come from the site itself")) refusedByOrigin.push(call.path);
        for (const secret of secrets) {
          if (text.includes(secret)) leaks.push(`${teacher.label}: ${call.method} ${call.path}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(refusedByOrigin).toEqual([]);
    // The walk read real answers, not only refusals.
    expect(answered).toBeGreaterThan(20);
  }, 300_000);

  it("never carries them in a report's CSV export either (not a legacy call)", async () => {
    const { cookie } = await cookieHeaderFor({ id: teachers[0]!.id, role: "teacher" });
    let rows = 0;
    for (const kind of REPORT_KINDS) {
      // The seeded class history: the eight weeks before today.
      const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      const url = `http://localhost/em/reports/${kind}/csv?from=${day(-60)}&to=${day(0)}`;
      const res = await reportCsv(new Request(url, { headers: { cookie } }), {
        params: Promise.resolve({ report: kind }),
      });
      const text = await res.text();
      expect(res.status, kind).toBe(200);
      rows += text.split("\n").length - 1;
      for (const secret of secrets) expect(text.includes(secret), `${kind} CSV`).toBe(false);
    }
    expect(rows).toBeGreaterThan(0);
  });

  it("shows the contact only under the operator's policy (the grep above would see it)", async () => {
    const calendar = LEGACY_CALLS.find((c) => c.path === "getTeacherCalendarData")!;
    const { cookie } = await cookieHeaderFor({ id: teachers[0]!.id, role: "teacher" });
    const weekOf = async () => {
      // The demo class's week, so its students are in the answer.
      const [row] = await t.db
        .select({ startsAt: classSessions.startsAt })
        .from(classSessions)
        .where(eq(classSessions.id, sessionId));
      const days = Math.round((row!.startsAt.getTime() - Date.now()) / 86_400_000);
      return Math.max(-52, Math.min(52, Math.round(days / 7)));
    };
    const weekStatus = await weekOf();
    const ask = async () => {
      for (const w of [weekStatus - 1, weekStatus, weekStatus + 1]) {
        const { text } = await callAs(calendar, cookie, {
          display_contact: 1,
          weekStatus: w,
          hours_filter: "all",
        });
        if (text.includes(DEMO_ACCOUNTS.student.mobile)) return true;
      }
      return false;
    };
    expect(await ask()).toBe(false);
    process.env.TEACHERS_SEE_FAMILY_CONTACT = "true";
    try {
      expect(await ask()).toBe(true);
    } finally {
      delete process.env.TEACHERS_SEE_FAMILY_CONTACT;
    }
  }, 60_000);
});
