import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as schedulePost } from "@/app/(api)/st/pack-schedule/route";
import type { DbHandle } from "@/db/client";
import { SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import { PACK_SCHEDULE_MESSAGES as M } from "@/lib/scheduling/pack-schedule/messages";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeContract, makeTeacher, makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";

// Tabs of one family scheduling from the same pack at once. On the Postgres server they really
// run at the same time (a pool of N connections); on PGlite one after another, with the same counts.

const N = 6;
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

async function activeSeats(studentId: number) {
  return t.db
    .select({ id: sessionEnrolments.id })
    .from(sessionEnrolments)
    .where(
      and(
        eq(sessionEnrolments.studentId, studentId),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    );
}

describe("scheduling the last class of a pack from several tabs at once", () => {
  it(`${N} tabs, each at another weekly time: exactly one books, the others are told no class is left`, async () => {
    const { user } = await makeTeacher(t.db, subject, { user: { timeZone: "Asia/Kolkata" } });
    const tch = { id: user.id, timeZone: "Asia/Kolkata" };
    const slots = [];
    for (let i = 0; i < N; i++) {
      slots.push(await makeSlotOn(t.db, tch, 2 + i, { isDemoSlot: false, time: "18:00" }));
    }
    const kid = await makeUser(t.db, { role: "student" });
    await makeContract(t.db, { studentId: kid.id, subjectId: subject.id, totalClasses: 1 });
    const who = { id: kid.id, role: "student" as const };
    const answers = await race(
      slots.map(
        (s) => () =>
          postAs(schedulePost, "/st/pack-schedule", who, {
            subjectId: subject.id,
            teacherId: tch.id,
            slotIds: [s.slot.id],
            count: 1,
          }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(N - 1).fill(402)]);
    for (const lost of answers.filter((a) => a.status === 402)) {
      expect([BOOKING_MESSAGES.noClassesLeft, M.notEnoughLeft(0)]).toContain(lost.body.message);
    }
    expect(await activeSeats(kid.id)).toHaveLength(1);
  });
});
