import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { orders, promoCodes } from "@/db/schema";
import { createOrder } from "@/lib/billing/orders/create-order";
import { ORDER_HOLD_MINUTES } from "@/lib/billing/orders/order-hold";
import { makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";
import { makePack, payAsProvider } from "./payments-support";

// Issue 43, finding 5: payments that arrive after their order's hold ended used a promo code past its
// limits (a once-per-student code 3 times by one student, a one-use code twice). A late payment now
// checks the limits again under the promo's lock: the order is fulfilled (the provider took the
// money) and the discount it was not entitled to is recorded as its promo shortfall (decision 043).
// On the Postgres server the late payments really arrive at once, each in its own transaction.

let t: TestDatabase;
let pool: DbHandle;
let subject: { id: number; streamId: number };

const T0 = new Date("2026-11-20T10:00:00Z");
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const HOLD = ORDER_HOLD_MINUTES + 1;

beforeAll(async () => ({ t, pool, subject } = await openRacingDb(12)));
afterAll(() => closeRacingDb({ t, pool }));

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

let promoCount = 0;
async function promo(limits: { maxUses: number | null; maxUsesPerUser: number }) {
  const code = `LATE${++promoCount}${Date.now() % 100000}`;
  await t.db.insert(promoCodes).values({
    code,
    couponType: 1,
    discount: 20,
    validFrom: new Date("2020-01-01T00:00:00Z"),
    validTo: new Date("2099-01-01T00:00:00Z"),
    ...limits,
  });
  return code;
}

async function student() {
  const u = await makeUser(t.db, { role: "student" });
  return { id: u.id, role: "student" as const, name: u.firstName, prefix: "st" };
}

/** The provider's webhook for an order, arriving at `now`. */
const pay = (order: { id: number; reference: string }, now: Date) =>
  payAsProvider(t.db, pool.db, order, now);

/** An order of `pack` with `code`, made at `minutes` after T0 by `user` (a new student by default). */
async function orderWith(
  code: string,
  pack: { id: number },
  minutes: number,
  user?: Awaited<ReturnType<typeof student>>,
) {
  const { order } = await createOrder(t.db, {
    user: user ?? (await student()),
    packId: pack.id,
    promoCode: code,
    provider: "sandbox",
    now: at(minutes),
  });
  return order;
}

const rowOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("late payments and promo limits (issue 43, finding 5)", () => {
  it("a once-per-student code on 3 orders paid late at once: one keeps its discount, two record it as owed", async () => {
    const code = await promo({ maxUses: null, maxUsesPerUser: 1 });
    const pack = await makePack(t.db, subject.id);
    const kid = await student();
    const made = [];
    // Each order is made after the previous one's hold ended, so each may take the code again.
    for (const start of [0, HOLD, 2 * HOLD]) {
      const order = await orderWith(code, pack, start, kid);
      expect(order.discountMinor).toBeGreaterThan(0);
      made.push(order);
    }
    const late = at(4 * HOLD);
    const outcomes = await race(made.map((o) => () => pay(o, late)));
    expect(outcomes.map((o) => o.outcome)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const rows = await Promise.all(made.map((o) => rowOf(o.id)));
    const shortfalls = rows.map((r) => r.promoShortfallMinor).sort((a, b) => a - b);
    expect(shortfalls).toEqual([0, made[0]!.discountMinor, made[0]!.discountMinor]);
    // The code is used up for this student.
    await expect(
      createOrder(t.db, {
        user: kid,
        packId: pack.id,
        promoCode: code,
        provider: "sandbox",
        now: at(5 * HOLD),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("a one-use code taken by two students whose payments both arrive late: one is within the limit", async () => {
    const code = await promo({ maxUses: 1, maxUsesPerUser: 1 });
    const pack = await makePack(t.db, subject.id);
    const first = await orderWith(code, pack, 0);
    const second = await orderWith(code, pack, HOLD);
    const late = at(3 * HOLD);
    const outcomes = await race([first, second].map((o) => () => pay(o, late)));
    expect(outcomes.map((o) => o.outcome)).toEqual(["fulfilled", "fulfilled"]);
    const rows = [await rowOf(first.id), await rowOf(second.id)];
    expect(rows.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(rows.filter((r) => r.promoShortfallMinor === 0)).toHaveLength(1);
    expect(rows.filter((r) => r.promoShortfallMinor === r.discountMinor)).toHaveLength(1);
  });

  it("a late payment whose use still fits keeps its discount; one inside its hold is never checked again", async () => {
    const code = await promo({ maxUses: 2, maxUsesPerUser: 1 });
    const pack = await makePack(t.db, subject.id);
    const late = await orderWith(code, pack, 0);
    const onTime = await orderWith(code, pack, HOLD);
    expect((await pay(onTime, at(HOLD + 1))).outcome).toBe("fulfilled");
    expect((await pay(late, at(2 * HOLD))).outcome).toBe("fulfilled");
    expect((await rowOf(onTime.id)).promoShortfallMinor).toBe(0);
    expect((await rowOf(late.id)).promoShortfallMinor).toBe(0);
  });
});
