import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as refundPost } from "@/app/(api)/admin/api/orders/[reference]/refund/route";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { openDatabase, type DbHandle } from "@/db/client";
import {
  CANCELLED_BY,
  classSessions,
  outboxMessages,
  SESSION_STATUS,
  sessionEnrolments,
  users,
} from "@/db/schema";
import { bookOccurrences } from "@/lib/scheduling/booking/book";
import { paidSeatsCovered } from "@/lib/scheduling/booking/paid-classes";
import { testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { makeSlotOn } from "../support/booking-fixtures";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { deliver, makePack, orderByRef, sandboxHook } from "./payments-support";

// Issue 36, point 1: a refund undoes what it paid for. The classes taken back come off the
// unbooked ones first; the booked classes the pack no longer covers are cancelled in the refund's
// transaction (the furthest ahead first), their seats freed, and the family and teacher told.

let t: TestDatabase;
let pool: DbHandle;
let subjectId: number;
let streamId: number;
let admin: { id: number; role: "admin" };

beforeAll(async () => {
  t = await createTestDatabase();
  pool = t.kind === "postgres" ? await openDatabase({ url: t.url, max: 8 }) : t;
  useAsAppDatabase(pool);
  const deps = await testAuthDeps(t.db);
  deps.now = () => new Date();
  useAsAppAuthDeps(deps);
  streamId = (await makeStream(t.db)).id;
  subjectId = (await makeSubject(t.db, streamId)).id;
  admin = { id: (await makeUser(t.db, { role: "admin" })).id, role: "admin" };
});

afterAll(async () => {
  if (pool !== t) await pool.close();
  await t.destroy();
});

/** A family that paid for a pack of `classes` classes with a new teacher, and booked `booked` weekly classes. */
async function familyWithBookedPack(classes: number, booked: number) {
  const { user: teacher } = await makeTeacher(t.db, { id: subjectId, streamId });
  const student = await makeUser(t.db);
  const pack = await makePack(t.db, subjectId, {
    totalClasses: classes,
    priceMinor: classes * 50000,
    teacherId: teacher.id,
  });
  const res = await purchase(
    new Request("http://localhost/purchase-course-package", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(await cookieHeaderFor({ id: student.id, role: "student" })),
      },
      body: JSON.stringify({ pack_id: pack.id }),
    }),
  );
  const { order_reference } = (await res.json()) as { order_reference: string };
  const paid = await deliver(
    webhook,
    "sandbox",
    sandboxHook(await orderByRef(t.db, order_reference)),
  );
  expect(paid.status).toBe(200);
  const refs = [];
  for (let week = 0; week < booked; week++) {
    const { slot, date } = await makeSlotOn(t.db, teacher, 2 + week * 7, {
      isDemoSlot: false,
      subjectId,
      time: `${10 + week}:00`,
    });
    refs.push({ slotId: slot.id, date });
  }
  const seats = await bookOccurrences(pool.db, student.id, refs, { kind: "paid", now: new Date() });
  expect(seats).toHaveLength(booked);
  return { teacher, student, order: await orderByRef(t.db, order_reference) };
}

/** POST /admin/api/orders/{reference}/refund as the admin (or anonymously). */
async function refundAsAdmin(
  reference: string,
  body: Record<string, unknown>,
  as: { id: number; role: "admin" } | null = admin,
) {
  const res = await refundPost(
    new Request(`http://localhost/admin/api/orders/${reference}/refund`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(as ? await cookieHeaderFor(as) : {}) },
      body: JSON.stringify({ reason: "Family moved abroad", ...body }),
    }),
    { params: Promise.resolve({ reference }) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function seatsOf(studentId: number) {
  return t.db
    .select({
      sessionId: sessionEnrolments.sessionId,
      status: sessionEnrolments.status,
      cancelledBy: sessionEnrolments.cancelledBy,
      cancelReason: sessionEnrolments.cancelReason,
      startsAt: classSessions.startsAt,
      enrolled: classSessions.enrolledCount,
    })
    .from(sessionEnrolments)
    .innerJoin(classSessions, eq(classSessions.id, sessionEnrolments.sessionId))
    .where(eq(sessionEnrolments.studentId, studentId))
    .orderBy(classSessions.startsAt);
}

/** The bodies of every message sent to a person (their e-mail or mobile, in the outbox). */
async function messagesTo(userId: number): Promise<string[]> {
  const [u] = await t.db.select().from(users).where(eq(users.id, userId));
  const to = [u!.email, u!.mobile && `${u!.countryCode}${u!.mobile}`].filter((v): v is string =>
    Boolean(v),
  );
  const rows = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(inArray(outboxMessages.to, to));
  return rows.map((r) => r.body);
}

describe("a refund undoes what it paid for", () => {
  it("is refused without an admin and changes nothing", async () => {
    const { student, order } = await familyWithBookedPack(4, 2);
    const res = await refundAsAdmin(
      order.reference,
      { amount_minor: order.totalMinor, key: "anon-0001" },
      null,
    );
    expect(res.status).toBe(401);
    expect((await seatsOf(student.id)).map((s) => s.status)).not.toContain(
      SESSION_STATUS.cancelled,
    );
  });

  it("a full refund cancels every class booked ahead, frees the seats and tells both sides", async () => {
    const { teacher, student, order } = await familyWithBookedPack(4, 3);
    const answer = await refundAsAdmin(order.reference, {
      amount_minor: order.totalMinor,
      key: "full-release-0001",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ full: true, classesReversed: 4, classesCancelled: 3 });
    const seats = await seatsOf(student.id);
    expect(seats).toHaveLength(3);
    for (const seat of seats) {
      expect(seat.status).toBe(SESSION_STATUS.cancelled);
      expect(seat.cancelledBy).toBe(CANCELLED_BY.admin);
      expect(seat.cancelReason).toBe(`Refund of order ${order.reference}`);
      expect(seat.enrolled).toBe(0);
    }
    expect(await paidSeatsCovered(t.db, student.id, subjectId)).toBe(true);
    const family = await messagesTo(student.id);
    expect(family.some((b) => b.includes(`we refunded order ${order.reference}`))).toBe(true);
    expect(
      family.some((b) =>
        /4 classes came off your pack\. 3 classes you had booked ahead are cancelled/.test(b),
      ),
    ).toBe(true);
    expect(family.some((b) => b.includes("3 classes cancelled by"))).toBe(true);
    const theirs = await messagesTo(teacher.id);
    expect(theirs.some((b) => b.includes("3 classes cancelled by"))).toBe(true);
  });

  it("a partial refund takes unbooked classes first, then the booked class furthest ahead", async () => {
    const { student, order } = await familyWithBookedPack(8, 3);
    const part = Math.floor(order.totalMinor / 8);
    // Five of the eight classes back: five are unbooked, so nothing booked is touched.
    const first = await refundAsAdmin(order.reference, {
      amount_minor: part * 5,
      classes: 5,
      key: "part-release-0001",
    });
    expect(first.status).toBe(200);
    expect((await seatsOf(student.id)).map((s) => s.status)).not.toContain(
      SESSION_STATUS.cancelled,
    );
    // One more: the pack now covers two of the three booked classes; the last one goes.
    const second = await refundAsAdmin(order.reference, {
      amount_minor: part,
      classes: 1,
      key: "part-release-0002",
    });
    expect(second.status).toBe(200);
    const seats = await seatsOf(student.id);
    expect(seats.map((s) => s.status === SESSION_STATUS.cancelled)).toEqual([false, false, true]);
    // A replayed key changes nothing more.
    const again = await refundAsAdmin(order.reference, {
      amount_minor: part,
      classes: 1,
      key: "part-release-0002",
    });
    expect(again.status).toBe(200);
    expect(
      (await seatsOf(student.id)).filter((s) => s.status === SESSION_STATUS.cancelled),
    ).toHaveLength(1);
  });

  it("a booking racing the refund ends covered: no class is left booked that the pack does not pay for", async () => {
    const { teacher, student, order } = await familyWithBookedPack(4, 2);
    const { slot, date } = await makeSlotOn(t.db, teacher, 30, {
      isDemoSlot: false,
      subjectId,
      time: "16:00",
    });
    const [refunded, booked] = await Promise.allSettled([
      refundAsAdmin(order.reference, {
        amount_minor: Math.floor(order.totalMinor / 2),
        classes: 2,
        key: "race-release-0001",
      }),
      bookOccurrences(pool.db, student.id, [{ slotId: slot.id, date }], {
        kind: "paid",
        now: new Date(),
      }),
    ]);
    expect(refunded.status).toBe("fulfilled");
    expect(refunded.status === "fulfilled" && refunded.value.status).toBe(200);
    // Either order of the two: the pack (2 classes left) covers every class still booked.
    const active = (await seatsOf(student.id)).filter((s) => s.status !== SESSION_STATUS.cancelled);
    expect(active.length).toBeLessThanOrEqual(2);
    expect(await paidSeatsCovered(t.db, student.id, subjectId)).toBe(true);
    if (booked.status === "rejected") expect(String(booked.reason)).toMatch(/class/i);
  });
});
