import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { families, referralRewards, walletEntries } from "@/db/schema";
import { walletBalance } from "@/lib/billing/wallet/wallet";
import { REFERRAL_REWARD_MINOR } from "@/lib/growth/referral-reward";
import { makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";
import { deliver, makePack, orderByRef, post, sandboxHook } from "./payments-support";

// Issue 43.11: a family that refers its own new child earns no referral reward; a real referral
// (another family) still does.

let db: RacingDb;
beforeAll(async () => {
  db = await openRacingDb(2);
});
afterAll(() => closeRacingDb(db));

let counter = 0;
const freshMobile = () => String(9_700_000_000 + ++counter);

async function family(over: { mobile?: string; email?: string } = {}) {
  const [row] = await db.t.db
    .insert(families)
    .values({ mobile: over.mobile ?? freshMobile(), email: over.email ?? null })
    .returning();
  return row!;
}

/** A child of a family, with no contact of its own (messages go to the family). */
const childOf = (familyId: number, referredById?: number) =>
  makeUser(db.t.db, { familyId, mobile: null, email: null, referredById });

async function pay(studentId: number) {
  const pack = await makePack(db.t.db, db.subject.id);
  const res = await post(
    purchase,
    "/purchase-course-package",
    { pack_id: pack.id },
    { user: { id: studentId, role: "student" } },
  );
  const order = await orderByRef(db.t.db, res.body.order_reference);
  expect((await deliver(webhook, "sandbox", sandboxHook(order))).status).toBe(200);
  return order;
}

const rewardsOf = (referredId: number) =>
  db.t.db.select().from(referralRewards).where(eq(referralRewards.referredId, referredId));

describe("the referral reward and the household", () => {
  it("gives nothing when a child of the same family is referred by a sibling", async () => {
    const home = await family();
    const elder = await childOf(home.id);
    const younger = await childOf(home.id, elder.id);
    await pay(younger.id);
    expect(await rewardsOf(younger.id)).toEqual([]);
    expect(await walletBalance(db.t.db, elder.id, "INR")).toBe(0);
  });

  it("gives nothing when the referrer's own contact is the new child's family contact", async () => {
    // A parent with a (teacher or second) account of their own refers a child registered to a
    // new family on the same mobile number: one household.
    const mobile = freshMobile();
    const parent = await makeUser(db.t.db, { role: "teacher", mobile });
    const home = await family({ mobile });
    const child = await childOf(home.id, parent.id);
    await pay(child.id);
    expect(await rewardsOf(child.id)).toEqual([]);
    const byEmail = await makeUser(db.t.db, {
      role: "teacher",
      email: "Same.Parent@test.example",
    });
    const other = await family({ email: "same.parent@test.example" });
    const second = await childOf(other.id, byEmail.id);
    await pay(second.id);
    expect(await rewardsOf(second.id)).toEqual([]);
    expect(
      await db.t.db.select().from(walletEntries).where(eq(walletEntries.userId, byEmail.id)),
    ).toEqual([]);
  });

  it("still rewards a referral of another family", async () => {
    const referrerHome = await family();
    const referrer = await childOf(referrerHome.id);
    const otherHome = await family();
    const child = await childOf(otherHome.id, referrer.id);
    await pay(child.id);
    expect(await rewardsOf(child.id)).toHaveLength(1);
    expect(await walletBalance(db.t.db, referrer.id, "INR")).toBe(REFERRAL_REWARD_MINOR.INR);
  });
});
