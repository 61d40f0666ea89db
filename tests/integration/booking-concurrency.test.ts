import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookDemo } from "@/app/(api)/api/book-demo/route";
import { POST as createAdhoc } from "@/app/(api)/api/create-adhoc-student-session/route";
import { POST as enrollV1 } from "@/app/(api)/ng-api/v1/enrollStudentToDemo/route";
import type { DbHandle } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeContract, makeTeacher, makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";

// The races the database must decide. On the Postgres server the 20 requests really run at once,
// each in its own transaction on its own connection (a pool of 20). PGlite has one connection, so
// there the same requests run one after another and must give the same counts.

const N = 20;
let t: TestDatabase;
let pool: DbHandle;
let subject: { id: number; streamId: number };

const parallel = t_isPostgres;
function t_isPostgres() {
  return t.kind === "postgres";
}

/** Runs the tasks at once on Postgres, one by one on PGlite. */
async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (parallel()) return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

async function students(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const u = await makeUser(t.db, { role: "student" });
    out.push({ id: u.id, role: "student" as const });
  }
  return out;
}

async function teacher(zone = "Asia/Kolkata") {
  const { user } = await makeTeacher(t.db, subject, { user: { timeZone: zone } });
  return { id: user.id, timeZone: zone };
}

/** Counts answers by HTTP status and legacy code; a 500 would show up here. */
function tally(answers: { status: number; body: { responseCode?: number } }[]) {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status}/${a.body.responseCode}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

beforeAll(async () => ({ t, pool, subject } = await openRacingDb(N)));
afterAll(() => closeRacingDb({ t, pool }));

describe(`${N} bookings at once`, () => {
  it("of one capacity-1 demo slot by different students: exactly one gets it, the rest 201", async () => {
    const tch = await teacher();
    const { slot, date } = await makeSlotOn(t.db, tch, 3);
    const kids = await students(N);
    const answers = await race(
      kids.map(
        (kid) => () =>
          postAs(bookDemo, "/api/book-demo", kid, {
            student_id: kid.id,
            timetable_id: slot.id,
            ig_date: date,
            subId: subject.id,
          }),
      ),
    );
    expect(tally(answers)).toEqual({ "200/200": 1, "200/201": N - 1 });
    for (const a of answers.filter((x) => x.body.responseCode === 201)) {
      expect(a.body).toEqual({
        status: "error",
        responseCode: 201,
        message: BOOKING_MESSAGES.slotTaken,
      });
    }
    const sessions = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.slotId, slot.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.enrolledCount).toBe(1);
    const seats = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.sessionId, sessions[0]!.id));
    expect(seats).toHaveLength(1);
  });

  it("of different demo slots by one student: exactly one free demo", async () => {
    const tch = await teacher();
    const slots = [];
    for (let i = 0; i < N; i++) {
      // 20 slots on 7 weekdays at 3 times of day: no two overlap.
      slots.push(
        await makeSlotOn(t.db, tch, 2 + (i % 7), {
          time: ["08:00", "11:00", "14:00"][Math.floor(i / 7)],
        }),
      );
    }
    const [kid] = await students(1);
    const answers = await race(
      slots.map(
        ({ slot, date }) =>
          () =>
            postAs(bookDemo, "/api/book-demo", kid!, {
              timetable_id: slot.id,
              ig_date: date,
              subId: subject.id,
            }),
      ),
    );
    expect(tally(answers)).toEqual({ "200/200": 1, "200/409": N - 1 });
    for (const a of answers.filter((x) => x.body.responseCode === 409)) {
      expect(a.body.message).toBe("You Had Already Booked Your Free Demo.");
    }
    const demos = await t.db
      .select()
      .from(sessionEnrolments)
      .where(
        and(
          eq(sessionEnrolments.studentId, kid!.id),
          ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
        ),
      );
    expect(demos).toHaveLength(1);
    // The refused bookings left no empty sessions behind.
    const sessions = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.teacherId, tch.id));
    expect(sessions).toHaveLength(1);
  });

  it("of a group demo for 5 by different students (spec 2): exactly 5 seats, the rest 'full'", async () => {
    const tch = await teacher("America/New_York");
    const { occurrenceId, slot } = await makeSlotOn(t.db, tch, 4, { capacity: 5 });
    const kids = await students(N);
    const answers = await race(
      kids.map(
        (kid) => () =>
          postAs(enrollV1, `/ng-api/v1/enrollStudentToDemo?slot_id=${occurrenceId}`, kid),
      ),
    );
    expect(tally(answers)).toEqual({ "200/200": 5, "200/201": N - 5 });
    for (const a of answers.filter((x) => x.body.responseCode === 201)) {
      expect(a.body).toMatchObject({ status: false, message: BOOKING_MESSAGES.demoSlotFull });
    }
    const [session] = await t.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.slotId, slot.id));
    expect(session).toMatchObject({ capacity: 5, enrolledCount: 5 });
  });

  it("of paid classes at the same time with different teachers by one student: exactly one", async () => {
    const refs = [];
    for (let i = 0; i < N; i++) {
      refs.push(await makeSlotOn(t.db, await teacher(), 5, { isDemoSlot: false, time: "18:00" }));
    }
    const [kid] = await students(1);
    // Classes enough for every request: only the overlap may refuse them.
    await makeContract(t.db, { studentId: kid!.id, subjectId: subject.id, totalClasses: N });
    const answers = await race(
      refs.map(
        ({ slot, date }) =>
          () =>
            postAs(createAdhoc, "/api/create-adhoc-student-session", kid!, {
              timetable_id: String(slot.id),
              ig_date: date,
              subId: subject.id,
            }),
      ),
    );
    expect(tally(answers)).toEqual({ "200/200": 1, "200/409": N - 1 });
    for (const a of answers.filter((x) => x.body.responseCode === 409)) {
      expect(a.body.message).toBe(BOOKING_MESSAGES.studentOverlap);
    }
    const seats = await t.db
      .select()
      .from(sessionEnrolments)
      .where(eq(sessionEnrolments.studentId, kid!.id));
    expect(seats).toHaveLength(1);
  });
});
