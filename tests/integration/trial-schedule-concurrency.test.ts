import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveSchedule } from "@/app/(api)/save-schedule-for-booking/route";
import type { DbHandle } from "@/db/client";
import { classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { TRIAL_SCHEDULE_MESSAGES as M } from "@/lib/trial/schedule/messages";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeCourse, makeTeacher, makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";

// 20 families save the same predefined weekly slot at once. On the Postgres server they really run
// at the same time (a pool of 20 connections); on PGlite one after another, with the same counts.

const N = 20;
const CAPACITY = 3;
let t: TestDatabase;
let pool: DbHandle;
let subject: { id: number; streamId: number };

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

beforeAll(async () => ({ t, pool, subject } = await openRacingDb(N)));
afterAll(() => closeRacingDb({ t, pool }));

describe("20 families saving the same predefined slot at once", () => {
  it(`exactly ${CAPACITY} reserve all four weeks; the others get no_teacher_available and hold nothing`, async () => {
    const course = await makeCourse(t.db, subject);
    const { user } = await makeTeacher(t.db, subject, { user: { timeZone: "Asia/Kolkata" } });
    const { slot } = await makeSlotOn(t.db, { id: user.id, timeZone: "Asia/Kolkata" }, 3, {
      isDemoSlot: false,
      time: "18:00",
      capacity: CAPACITY,
    });
    const families = [];
    for (let i = 0; i < N; i++) families.push(await makeUser(t.db, { role: "student" }));
    const answers = await race(
      families.map(
        (f) => () =>
          postAs(
            saveSchedule,
            "/save-schedule-for-booking",
            { id: f.id, role: "student" },
            {
              course_id: course.id,
              user_timezone: "America/New_York",
              selected_preffrence: "predefined",
              predefined_slot_id: slot.id,
            },
          ),
      ),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const won = answers.filter((a) => a.body.status === "process_step_3");
    const lost = answers.filter((a) => a.body.status === "no_teacher_available");
    expect(won).toHaveLength(CAPACITY);
    expect(lost).toHaveLength(N - CAPACITY);
    for (const a of lost) expect(a.body.message).toBe(M.noTeacher);

    const sessions = await t.db
      .select({ enrolled: classSessions.enrolledCount, capacity: classSessions.capacity })
      .from(classSessions)
      .where(eq(classSessions.slotId, slot.id));
    expect(sessions).toHaveLength(4);
    for (const s of sessions) expect(s).toEqual({ enrolled: CAPACITY, capacity: CAPACITY });
    const seats = await t.db
      .select({ studentId: sessionEnrolments.studentId })
      .from(sessionEnrolments)
      .where(ne(sessionEnrolments.status, SESSION_STATUS.cancelled));
    expect(seats).toHaveLength(CAPACITY * 4);
    // Every family holds all four weeks or nothing.
    const perFamily = new Map<number, number>();
    for (const s of seats) perFamily.set(s.studentId, (perFamily.get(s.studentId) ?? 0) + 1);
    expect([...perFamily.values()]).toEqual(Array(CAPACITY).fill(4));
  });
});
