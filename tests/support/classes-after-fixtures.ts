import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "@/db/client";
import { classSessions, contracts, orders, SESSION_STATUS, sessionEnrolments } from "@/db/schema";
import { makeStream, makeSubject, makeTeacher, makeUser } from "./factories";
import { cookieHeaderFor, type RouteHandler } from "./legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "./test-db";
import { makeClass } from "./timetable-factories";

// Helpers of the after-class integration tests (tests/integration/classes-after*.test.ts).

export type Role = "student" | "teacher" | "admin";
export type Caller = { id: number; role: Role } | null;

const HOUR = 3_600_000;

/** A teacher (with a subject and a profile), two booked students and a stranger student. */
export async function makeAfterClassCast(
  db: Db,
  profile: { rating?: number; ratingCount?: number } = {},
) {
  const stream = await makeStream(db);
  const subject = await makeSubject(db, stream.id);
  const { user: teacher } = await makeTeacher(db, subject, { profile });
  const otherTeacher = (await makeTeacher(db, subject)).user;
  const alice = await makeUser(db, { role: "student", firstName: "Alice", lastName: "Rao" });
  const bob = await makeUser(db, { role: "student", firstName: "Bob", lastName: "Sen" });
  const stranger = await makeUser(db, { role: "student" });
  const as = (u: { id: number; role: string }) => ({ id: u.id, role: u.role as Role });
  return {
    subject,
    teacher: as(teacher),
    otherTeacher: as(otherTeacher),
    alice: as(alice),
    bob: as(bob),
    stranger: as(stranger),
    aliceRow: alice,
  };
}

let classesMade = 0;

/**
 * A class of the teacher starting about `hoursFromNow` hours from now (negative: it has begun) with
 * the students booked; each class lies 2 hours further away than the one before, so that no two of
 * a teacher's or a student's classes overlap. Returns the session and the enrolment id of a student.
 */
export async function makeAfterClass(
  db: Db,
  teacherId: number,
  students: { id: number; status?: number }[],
  hoursFromNow = -2,
  over: { subjectId?: number; isDemo?: boolean; status?: number } = {},
) {
  const session = await makeClass(db, {
    teacherId,
    slotId: null,
    startsAt: new Date(
      Date.now() + (hoursFromNow + Math.sign(hoursFromNow) * 2 * classesMade++) * HOUR,
    ),
    students,
    isDemo: over.isDemo,
    status: over.status,
  });
  if (over.subjectId) {
    await db
      .update(classSessions)
      .set({ subjectId: over.subjectId })
      .where(eq(classSessions.id, session.id));
  }
  const rows = await db
    .select({ id: sessionEnrolments.id, studentId: sessionEnrolments.studentId })
    .from(sessionEnrolments)
    .where(eq(sessionEnrolments.sessionId, session.id));
  const enrolmentOf = (studentId: number) => rows.find((r) => r.studentId === studentId)!.id;
  return { session, enrolmentOf };
}

/** Marks a student present in a class. */
export async function markAttended(db: Db, enrolmentId: number, at = new Date()) {
  await db
    .update(sessionEnrolments)
    .set({ attendedAt: at, status: SESSION_STATUS.held })
    .where(eq(sessionEnrolments.id, enrolmentId));
}

/** A purchased contract of the student (with the order behind it). */
export async function makeContract(db: Db, studentId: number, subjectId: number, packId: number) {
  const [order] = await db
    .insert(orders)
    .values({
      reference: `ord_${studentId}_${Math.random().toString(36).slice(2, 10)}`,
      userId: studentId,
      packId,
      currency: "INR",
      priceMinor: 100000,
      gstMinor: 18000,
      totalMinor: 118000,
      provider: "sandbox",
      status: "paid",
    })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({ orderId: order!.id, studentId, subjectId, packId, totalClasses: 10 })
    .returning();
  return contract!;
}

/** GETs a route handler as `user` (anonymous when null). */
export async function getAs(handler: RouteHandler, path: string, user: Caller) {
  const headers = user ? await cookieHeaderFor(user) : {};
  const response = await handler(new Request(`http://localhost${path}`, { headers }));
  return { status: response.status, body: await response.json() };
}

/**
 * A fresh database for one test file, used as the app's, with the cast made in it (beforeAll) and
 * dropped afterwards. Read `ctx.t` and `ctx.cast` inside tests.
 */
export function afterClassTestContext(profile: { rating?: number; ratingCount?: number } = {}) {
  const ctx = {} as { t: TestDatabase; cast: Awaited<ReturnType<typeof makeAfterClassCast>> };
  beforeAll(async () => {
    ctx.t = await createTestDatabase();
    useAsAppDatabase(ctx.t);
    ctx.cast = await makeAfterClassCast(ctx.t.db, profile);
  });
  afterAll(async () => {
    await ctx.t.destroy();
  });
  return ctx;
}
