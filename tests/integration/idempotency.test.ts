import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookDemo } from "@/app/(api)/api/book-demo/route";
import type { DbHandle } from "@/db/client";
import { sessionEnrolments } from "@/db/schema";
import { idempotencyKeys } from "@/db/schema/requests";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeTeacher, makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";

// Issue 12, finding 12: a booking retried after an answer that never arrived (an in-doubt commit,
// a dropped connection) must give the first answer back, never a second booking.

let t: TestDatabase;
let pool: DbHandle;
let subject: { id: number; streamId: number };

beforeAll(async () => ({ t, pool, subject } = await openRacingDb(10)));
afterAll(() => closeRacingDb({ t, pool }));

async function demoFixture() {
  const { user } = await makeTeacher(t.db, subject, { user: { timeZone: "Asia/Kolkata" } });
  const { slot, date } = await makeSlotOn(t.db, { id: user.id, timeZone: "Asia/Kolkata" }, 3);
  const kid = await makeUser(t.db, { role: "student" });
  const student = { id: kid.id, role: "student" as const };
  const body = { student_id: kid.id, timetable_id: slot.id, ig_date: date, subId: subject.id };
  const book = (key?: string, who = student) =>
    postAs(bookDemo, "/api/book-demo", who, body, key ? { "idempotency-key": key } : {});
  const seats = async () =>
    (await t.db.select().from(sessionEnrolments).where(eq(sessionEnrolments.studentId, kid.id)))
      .length;
  return { book, seats, student };
}

describe("Idempotency-Key on booking calls", () => {
  it("answers a retry with the first result and books once", async () => {
    const { book, seats } = await demoFixture();
    const first = await book("retry-1");
    expect(first.body.responseCode).toBe(200);
    const retry = await book("retry-1");
    expect(retry.body).toEqual(first.body);
    expect(retry.response.headers.get("idempotent-replay")).toBe("true");
    expect(await seats()).toBe(1);
    // Without the key the same booking is a new request, refused as a second free demo.
    const again = await book();
    expect(again.body, JSON.stringify(again.body)).toMatchObject({ responseCode: 409 });
  });

  it("gives ten concurrent sends of one key one booking and ten equal answers", async () => {
    const { book, seats } = await demoFixture();
    const answers = await Promise.all(Array.from({ length: 10 }, () => book("burst-1")));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body.responseCode).toBe(200);
    expect(await seats()).toBe(1);
  });

  it("keeps keys per user: another student's same key is their own request", async () => {
    const a = await demoFixture();
    const b = await demoFixture();
    expect((await a.book("shared-key")).body.responseCode).toBe(200);
    expect((await b.book("shared-key")).body.responseCode).toBe(200);
    expect(await a.seats()).toBe(1);
    expect(await b.seats()).toBe(1);
  });

  it("refuses a malformed key with 400 and stores nothing for a refused booking", async () => {
    const { book, student } = await demoFixture();
    const bad = await book("has spaces and ünïcode");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(HTTP_MESSAGES.badIdempotencyKey);
    const stored = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, student.id));
    expect(stored).toHaveLength(0);
  });
});
