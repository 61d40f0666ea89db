import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { contracts, referralRewards, walletEntries } from "@/db/schema";
import { walletBalance } from "@/lib/billing/wallet/wallet";
import { REFERRAL_REWARD_MINOR } from "@/lib/growth/referral-reward";
import { referralsOf } from "@/lib/growth/referrals-of";
import { makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";
import { deliver, makePack, orderByRef, post, sandboxHook } from "./payments-support";

// A referred student's first paid contracts, paid at once: the referrer is rewarded exactly once
// (referral_rewards_referred_key). On the Postgres server the payments really run at once, each in
// its own transaction; on PGlite (one connection) one after another, with the same result.

const N = 4;
let db: RacingDb;

beforeAll(async () => {
  db = await openRacingDb(N + 2);
});
afterAll(() => closeRacingDb(db));

async function race<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  if (db.t.kind === "postgres") return Promise.all(tasks.map((task) => task()));
  const out: T[] = [];
  for (const task of tasks) out.push(await task());
  return out;
}

async function orderOf(studentId: number) {
  const pack = await makePack(db.t.db, db.subject.id);
  const res = await post(
    purchase,
    "/purchase-course-package",
    { pack_id: pack.id },
    { user: { id: studentId, role: "student" } },
  );
  return orderByRef(db.t.db, res.body.order_reference);
}

describe(`the referral reward (${process.env.TEST_DB ?? "pglite"})`, () => {
  it(`is credited once when ${N} first orders of a referred student are paid at once`, async () => {
    const referrer = await makeUser(db.t.db);
    const student = await makeUser(db.t.db, { referredById: referrer.id });
    const orders = [];
    for (let i = 0; i < N; i++) orders.push(await orderOf(student.id));
    const answers = await race(
      orders.map((o) => () => deliver(webhook, "sandbox", sandboxHook(o))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    // Every order got its contract; the referrer got one reward.
    for (const o of orders) {
      expect(
        await db.t.db.select().from(contracts).where(eq(contracts.orderId, o.id)),
      ).toHaveLength(1);
    }
    const rewards = await db.t.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referredId, student.id));
    expect(rewards).toHaveLength(1);
    const entries = await db.t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, referrer.id), eq(walletEntries.kind, "referral")));
    expect(entries).toHaveLength(1);
    expect(await walletBalance(db.t.db, referrer.id, "INR")).toBe(REFERRAL_REWARD_MINOR.INR);
    const summary = await referralsOf(db.t.db, referrer.id);
    expect(summary.earned).toEqual({ INR: REFERRAL_REWARD_MINOR.INR });
    expect(summary.joined[0]!.reward).toEqual({
      amountMinor: REFERRAL_REWARD_MINOR.INR,
      currency: "INR",
    });
  });

  it("gives nothing for a student nobody referred", async () => {
    const student = await makeUser(db.t.db);
    const order = await orderOf(student.id);
    expect((await deliver(webhook, "sandbox", sandboxHook(order))).status).toBe(200);
    expect(
      await db.t.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.referredId, student.id)),
    ).toEqual([]);
    expect(
      await db.t.db.select().from(walletEntries).where(eq(walletEntries.orderId, order.id)),
    ).toEqual([]);
  });
});
