import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createAdhoc } from "@/app/(api)/api/create-adhoc-student-session/route";
import { POST as deleteByStudent } from "@/app/(api)/api/delete-session-by-student/route";
import type { DbHandle } from "@/db/client";
import { orders, SESSION_STATUS, sessionEnrolments, walletEntries } from "@/db/schema";
import { createOrder } from "@/lib/billing/orders/create-order";
import { expireStaleOrders } from "@/lib/billing/orders/expire-orders";
import { ORDER_HOLD_MINUTES } from "@/lib/billing/orders/order-hold";
import { walletBalance } from "@/lib/billing/wallet/wallet";
import { BOOKING_MESSAGES } from "@/lib/scheduling/booking/messages";
import { makeSlotOn, postAs } from "../support/booking-fixtures";
import { makeContract, makeTeacher, makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";
import { makeOneUsePromo, makePack, payAsProvider } from "./payments-support";

// Pen test (issue 12) findings 5, 6 and 11: the wallet part of an order, a one-use promo code and a
// pack's classes are each spent once, also when the requests come at once. On the Postgres server
// the requests really run at once, each in its own transaction on its own pooled connection; PGlite
// has one connection, so there they run one after another and must give the same counts.

let t: TestDatabase;
let pool: DbHandle;
let subject: { id: number; streamId: number };

const T0 = new Date();
const MINUTE = 60_000;
const afterHold = (from: Date) => new Date(from.getTime() + (ORDER_HOLD_MINUTES + 1) * MINUTE);

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

const settle = <T>(tasks: (() => Promise<T>)[]) =>
  race(
    tasks.map(
      (task) => () =>
        task().then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
    ),
  );

async function student() {
  const u = await makeUser(t.db, { role: "student" });
  return { id: u.id, role: "student" as const, name: u.firstName, prefix: "st" };
}

/** Pays an order the way a provider's webhook does (its own event id). */
const pay = (order: { id: number; reference: string }, now: Date) =>
  payAsProvider(t.db, pool.db, order, now);

const orderRow = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

beforeAll(async () => ({ t, pool, subject } = await openRacingDb(12)));
afterAll(() => closeRacingDb({ t, pool }));

describe("finding 5: an open order reserves its wallet part", () => {
  async function walletOf(amountMinor: number) {
    const kid = await student();
    await t.db
      .insert(walletEntries)
      .values({ userId: kid.id, currency: "INR", amountMinor, kind: "topup" });
    return kid;
  }

  it("5 orders at once against a 1,000 INR wallet: one reserves it, the ledger never goes below 0", async () => {
    const kid = await walletOf(100000);
    const pack = await makePack(t.db, subject.id, { priceMinor: 100000 });
    const made = await race(
      Array.from(
        { length: 5 },
        () => () =>
          createOrder(pool.db, {
            user: kid,
            packId: pack.id,
            useWallet: true,
            provider: "sandbox",
            now: T0,
          }),
      ),
    );
    const parts = made.map((m) => m.order.walletMinor).sort((a, b) => b - a);
    expect(parts).toEqual([100000, 0, 0, 0, 0]);
    for (const m of made) {
      expect(m.order.expiresAt).toEqual(new Date(T0.getTime() + ORDER_HOLD_MINUTES * MINUTE));
    }
    const outcomes = await race(made.map((m) => () => pay(m.order, T0)));
    expect(outcomes.map((o) => o.outcome)).toEqual(Array(5).fill("fulfilled"));
    expect(await walletBalance(t.db, kid.id, "INR")).toBe(0);
  });

  it("an expired order holds nothing; its late payment never debits below zero (shortfall recorded)", async () => {
    const kid = await walletOf(100000);
    const pack = await makePack(t.db, subject.id, { priceMinor: 100000 });
    const buy = (now: Date) =>
      createOrder(t.db, { user: kid, packId: pack.id, useWallet: true, provider: "sandbox", now });
    const first = (await buy(T0)).order;
    expect(first.walletMinor).toBe(100000);
    // Within the hold a second order gets nothing from the wallet.
    expect((await buy(new Date(T0.getTime() + MINUTE))).order.walletMinor).toBe(0);
    // After it, the first order no longer counts: a new one takes the wallet and is paid.
    const later = afterHold(T0);
    const second = (await buy(later)).order;
    expect(second.walletMinor).toBe(100000);
    expect((await pay(second, later)).outcome).toBe("fulfilled");
    expect(await walletBalance(t.db, kid.id, "INR")).toBe(0);

    // The first order's payment arrives late: the provider took its part, the wallet has nothing.
    expect((await pay(first, later)).outcome).toBe("fulfilled");
    expect(await walletBalance(t.db, kid.id, "INR")).toBe(0);
    expect(await orderRow(first.id)).toMatchObject({
      status: "fulfilled",
      walletShortfallMinor: 100000,
    });
    expect(await orderRow(second.id)).toMatchObject({ walletShortfallMinor: 0 });
  });

  it("a late payment debits what the wallet still has and records the rest", async () => {
    const kid = await walletOf(100000);
    const pack = await makePack(t.db, subject.id, { priceMinor: 100000 });
    const first = (
      await createOrder(t.db, {
        user: kid,
        packId: pack.id,
        useWallet: true,
        provider: "sandbox",
        now: T0,
      })
    ).order;
    const later = afterHold(T0);
    await t.db
      .insert(walletEntries)
      .values({ userId: kid.id, currency: "INR", amountMinor: -60000, kind: "adjustment" });
    expect((await pay(first, later)).outcome).toBe("fulfilled");
    expect(await walletBalance(t.db, kid.id, "INR")).toBe(0);
    expect((await orderRow(first.id)).walletShortfallMinor).toBe(60000);
  });

  it("expireStaleOrders marks open orders past their hold expired, once", async () => {
    const kid = await student();
    const pack = await makePack(t.db, subject.id);
    const old = (
      await createOrder(t.db, { user: kid, packId: pack.id, provider: "sandbox", now: T0 })
    ).order;
    const fresh = (
      await createOrder(t.db, {
        user: kid,
        packId: pack.id,
        provider: "sandbox",
        now: new Date(T0.getTime() + 20 * MINUTE),
      })
    ).order;
    const at = new Date(T0.getTime() + (ORDER_HOLD_MINUTES + 5) * MINUTE);
    const expired = await expireStaleOrders(t.db, at);
    expect(expired).toContain(old.id);
    expect(expired).not.toContain(fresh.id);
    expect((await orderRow(old.id)).status).toBe("expired");
    expect((await orderRow(fresh.id)).status).toBe("created");
    expect(await expireStaleOrders(t.db, at)).toEqual([]);
    // A payment that still arrives fulfils it (the money was taken).
    expect((await pay(old, at)).outcome).toBe("fulfilled");
  });
});

describe("finding 11: a promo use is held only by a paid or open order", () => {
  const oneUseCode = () => makeOneUsePromo(t.db);

  it("10 orders at once with a one-use code: one holds it; after that order expires another student can use it", async () => {
    const code = await oneUseCode();
    const pack = await makePack(t.db, subject.id);
    const kids = [];
    for (let i = 0; i < 10; i++) kids.push(await student());
    const results = await settle(
      kids.map(
        (user) => () =>
          createOrder(pool.db, {
            user,
            packId: pack.id,
            promoCode: code,
            provider: "sandbox",
            now: T0,
          }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) {
      expect(r.error).toMatchObject({ status: 400, message: /maximum number of times/ });
    }

    const late = await student();
    await expect(
      createOrder(t.db, {
        user: late,
        packId: pack.id,
        promoCode: code,
        provider: "sandbox",
        now: new Date(T0.getTime() + MINUTE),
      }),
    ).rejects.toMatchObject({ status: 400 });
    const { order } = await createOrder(t.db, {
      user: late,
      packId: pack.id,
      promoCode: code,
      provider: "sandbox",
      now: afterHold(T0),
    });
    expect(order.discountMinor).toBeGreaterThan(0);
  });

  it("a paid order keeps its use after its hold; a failed one gives it back at once", async () => {
    const code = await oneUseCode();
    const pack = await makePack(t.db, subject.id);
    const [a, b, c] = [await student(), await student(), await student()];
    const held = (
      await createOrder(t.db, {
        user: a,
        packId: pack.id,
        promoCode: code,
        provider: "sandbox",
        now: T0,
      })
    ).order;
    await t.db.update(orders).set({ status: "failed" }).where(eq(orders.id, held.id));
    const paid = (
      await createOrder(t.db, {
        user: b,
        packId: pack.id,
        promoCode: code,
        provider: "sandbox",
        now: T0,
      })
    ).order;
    expect((await pay(paid, T0)).outcome).toBe("fulfilled");
    await expect(
      createOrder(t.db, {
        user: c,
        packId: pack.id,
        promoCode: code,
        provider: "sandbox",
        now: afterHold(T0),
      }),
    ).rejects.toMatchObject({ status: 400, message: /maximum number of times/ });
  });
});

describe("finding 6: a paid seat needs an unused class of a pack", () => {
  async function teacher() {
    const { user } = await makeTeacher(t.db, subject);
    return { id: user.id, timeZone: "Asia/Kolkata" };
  }

  /** Six paid slots of the teacher that do not overlap (three days, two times). */
  async function sixSlots(tch: { id: number; timeZone: string }) {
    const out = [];
    for (let i = 0; i < 6; i++) {
      out.push(
        await makeSlotOn(t.db, tch, 2 + (i % 3), {
          isDemoSlot: false,
          time: i < 3 ? "09:00" : "12:00",
        }),
      );
    }
    return out;
  }

  const book = (kid: { id: number; role: "student" }, slot: { id: number }, date: string) =>
    postAs(createAdhoc, "/api/create-adhoc-student-session", kid, {
      timetable_id: String(slot.id),
      ig_date: date,
      subId: subject.id,
    });

  const activePaidSeats = (studentId: number) =>
    t.db.$count(
      sessionEnrolments,
      and(
        eq(sessionEnrolments.studentId, studentId),
        eq(sessionEnrolments.isDemo, false),
        ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
      ),
    );

  const noneLeft = {
    status: "error",
    responseCode: 402,
    message: BOOKING_MESSAGES.noClassesLeft,
  };

  it("a student who bought nothing is refused with the legacy answer", async () => {
    const kid = await student();
    const [first] = await sixSlots(await teacher());
    const { slot, date } = first!;
    const res = await book(kid, slot, date);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(noneLeft);
    expect(await activePaidSeats(kid.id)).toBe(0);
  });

  it("a 2-class pack booking 6 classes at once gets exactly 2 seats", async () => {
    const kid = await student();
    await makeContract(t.db, { studentId: kid.id, subjectId: subject.id, totalClasses: 2 });
    const slots = await sixSlots(await teacher());
    const answers = await race(
      slots.map(
        ({ slot, date }) =>
          () =>
            book(kid, slot, date),
      ),
    );
    expect(answers.filter((a) => a.body.responseCode === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.body.responseCode !== 200)) {
      expect(a.body).toEqual(noneLeft);
    }
    expect(await activePaidSeats(kid.id)).toBe(2);
  });

  it("a class of a list is all or nothing; a cancelled seat gives its class back", async () => {
    const kid = await student();
    await makeContract(t.db, { studentId: kid.id, subjectId: subject.id, totalClasses: 1 });
    const [a, b] = await sixSlots(await teacher());
    const two = await postAs(createAdhoc, "/api/create-adhoc-student-session", kid, {
      timetable_id: `${a!.slot.id},${b!.slot.id}`,
      ig_date: `${a!.date},${b!.date}`,
      subId: subject.id,
    });
    expect(two.body).toEqual(noneLeft);
    expect(await activePaidSeats(kid.id)).toBe(0);

    const first = await book(kid, a!.slot, a!.date);
    expect(first.body.responseCode).toBe(200);
    expect((await book(kid, b!.slot, b!.date)).body).toEqual(noneLeft);
    const cancelled = await postAs(deleteByStudent, "/api/delete-session-by-student", kid, {
      slot_id: first.body.slot_ids[0],
    });
    expect(cancelled.body.responseCode).toBe(200);
    expect((await book(kid, b!.slot, b!.date)).body.responseCode).toBe(200);
  });

  it("a teacher's own pack covers only that teacher; a general pack covers any teacher", async () => {
    const kid = await student();
    const [mine, other] = [await teacher(), await teacher()];
    await makeContract(t.db, {
      studentId: kid.id,
      subjectId: subject.id,
      teacherId: mine.id,
      totalClasses: 1,
    });
    const [m1, m2] = await sixSlots(mine);
    const [, , , , , o1] = await sixSlots(other);
    expect((await book(kid, o1!.slot, o1!.date)).body).toEqual(noneLeft);
    expect((await book(kid, m1!.slot, m1!.date)).body.responseCode).toBe(200);
    expect((await book(kid, m2!.slot, m2!.date)).body).toEqual(noneLeft);

    await makeContract(t.db, { studentId: kid.id, subjectId: subject.id, totalClasses: 1 });
    // The general class goes to the other teacher; the teacher's own pack stays used by m1.
    expect((await book(kid, o1!.slot, o1!.date)).body.responseCode).toBe(200);
    expect((await book(kid, m2!.slot, m2!.date)).body).toEqual(noneLeft);
    expect(await activePaidSeats(kid.id)).toBe(2);
  });
});
