import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as applyPromocode } from "@/app/(api)/api/applyPromocode/route";
import { POST as batchSegments } from "@/app/(api)/get-batch-segments/route";
import { POST as packagesAll } from "@/app/(api)/get-course-packages-all/route";
import { POST as packagesByLevel } from "@/app/(api)/get-course-packages-by-level/route";
import { POST as coursePackages } from "@/app/(api)/get-course-packages/route";
import { GET as getPackId } from "@/app/(api)/getPackId/route";
import { POST as trialPricing } from "@/app/(api)/get-trail-course-pricing-package/route";
import { POST as offers } from "@/app/(api)/show-available-offers/route";
import { currencyRates, orders, packs, promoCodes, promoRedemptions } from "@/db/schema/billing";
import {
  applyPromocodeResponse,
  getPackIdResponse,
  offersResponse,
  packagesResponse,
  segmentsResponse,
} from "@/lib/billing/legacy-schemas";
import { createOrder, getOrderForUser } from "@/lib/billing/orders/create-order";
import { loadCoursePlans, loadTeacherPlans } from "@/lib/billing/packs/plan-page";
import { computePrice } from "@/lib/billing/price/compute-price";
import { validatePromo } from "@/lib/billing/promo/validate-promo";
import {
  creditWallet,
  debitWalletForOrder,
  walletAvailable,
  walletBalance,
  walletBalances,
} from "@/lib/billing/wallet/wallet";
import { encodeId } from "@/lib/ids";
import { postAs } from "../support/booking-fixtures";
import { makeCourse, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

type Role = "student" | "teacher" | "admin";
let t: TestDatabase;
let subject: { id: number; streamId: number };
let otherSubject: { id: number; streamId: number };
let course: { id: number };
let otherCourse: { id: number };
let inr4: number;
let usd4: number;
let inrOnly8: number;

const FAR = new Date("2099-01-01T00:00:00Z");
const PAST = new Date("2020-01-01T00:00:00Z");

async function student() {
  const u = await makeUser(t.db, { role: "student" });
  return { id: u.id, role: "student" as Role, name: u.firstName, prefix: "st" };
}

async function promo(over: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  const [row] = await t.db
    .insert(promoCodes)
    .values({ couponType: 1, discount: 10, validFrom: PAST, validTo: FAR, ...over })
    .returning();
  return row!;
}

async function pack(over: Partial<typeof packs.$inferInsert>) {
  const [row] = await t.db
    .insert(packs)
    .values({
      subjectId: subject.id,
      name: "Pack",
      totalClasses: 4,
      currency: "INR",
      priceMinor: 200000,
      ...over,
    })
    .returning();
  return row!.id;
}

const get = async (query: string) => {
  const res = await getPackId(new Request(`http://localhost/getPackId?${query}`));
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  subject = await makeSubject(t.db, stream.id, { code: "GTRX" });
  otherSubject = await makeSubject(t.db, stream.id, { code: "PNOX" });
  course = await makeCourse(t.db, subject);
  otherCourse = await makeCourse(t.db, otherSubject);
  await t.db.insert(currencyRates).values({ fromCurrency: "USD", toCurrency: "INR", rate: 83.5 });
  inr4 = await pack({ totalClasses: 4, currency: "INR", priceMinor: 200000 });
  usd4 = await pack({ totalClasses: 4, currency: "USD", priceMinor: 4800 });
  await pack({ totalClasses: 4, currency: "INR", priceMinor: 120000, courseType: "group" });
  await pack({ totalClasses: 4, currency: "INR", priceMinor: 240000, levelId: 18 });
  inrOnly8 = await pack({ totalClasses: 8, currency: "INR", priceMinor: 835000, isOffer: true });
  await pack({
    totalClasses: 8,
    currency: "INR",
    priceMinor: 100000,
    segment: "summer-camp",
    courseType: "group",
    isOffer: true,
  });
  await pack({ totalClasses: 4, currency: "INR", priceMinor: 100, isActive: false, levelId: 19 });
  await pack({ subjectId: otherSubject.id, totalClasses: 4, priceMinor: 90000 });
});

afterAll(() => t.destroy());

describe("GET /getPackId", () => {
  it("finds the INR pack with GST and the USD pack without", async () => {
    const inr = await get("subject_code=gtrx&subject_level=17&total_classes=4");
    expect(inr.status).toBe(200);
    expect(getPackIdResponse.parse(inr.body)).toEqual({
      id: inr4,
      final_rate: 2360,
      currency: "INR",
      total_classes: 4,
    });
    const usd = await get("subject_code=GTRX&total_classes=4&international=1");
    expect(usd.body).toMatchObject({ id: usd4, final_rate: 48, currency: "USD" });
    const level18 = await get("subject_code=GTRX&subject_level=18&total_classes=4");
    expect(level18.body.final_rate).toBe(2832);
  });

  it("finds by id, prefers the teacher's own pack and answers 404 or 400 otherwise", async () => {
    expect((await get(`id=${usd4}&international=1`)).body.id).toBe(usd4);
    expect((await get(`id=${usd4}`)).status).toBe(404);
    expect((await get("subject_code=NONE&total_classes=4")).status).toBe(404);
    expect((await get("subject_code=GTRX&total_classes=5")).status).toBe(404);
    expect((await get("subject_code=GTRX&total_classes=abc")).status).toBe(400);
    const { user: teacher } = await makeTeacher(t.db, subject);
    await pack({ totalClasses: 12, priceMinor: 300000 });
    const own = await pack({ teacherId: teacher.id, totalClasses: 12, priceMinor: 280000 });
    expect((await get(`subject_code=GTRX&total_classes=12&teacher_id=${teacher.id}`)).body.id).toBe(
      own,
    );
  });
});

describe("course packages", () => {
  it("lists regular level-17 packages in the viewer's currency", async () => {
    const res = await postAs(coursePackages, "/get-course-packages", null, {
      course_id: course.id,
      timezone: "Asia/Kolkata",
    });
    expect(res.status).toBe(200);
    const body = packagesResponse.parse(res.body);
    expect(body.currency).toBe("INR");
    expect(body.packages.every((p) => p.segment === "regular" && p.course_level === 17)).toBe(true);
    const four = body.packages.find((p) => p.id === inr4)!;
    expect(four).toMatchObject({ price: 2000, gst: 360, amount: 2360, capacity: 1, duration: 4 });
    expect(body.packages.find((p) => p.pack_type === "group")?.capacity).toBe(6);
  });

  it("uses the USD pack abroad, or converts the INR one at the rate (no GST)", async () => {
    const res = await postAs(coursePackages, "/get-course-packages", null, {
      course_id: encodeId(course.id),
      timezone: "America/New_York",
      course_type: "individual",
    });
    const body = packagesResponse.parse(res.body);
    expect(body.currency).toBe("USD");
    const four = body.packages.find((p) => p.duration === 4)!;
    expect(four).toMatchObject({ id: usd4, price: 48, gst: 0, amount: 48, converted: false });
    const eight = body.packages.find((p) => p.duration === 8)!;
    // ₹8,350 at 1 USD = 83.5 INR is $100.
    expect(eight).toMatchObject({ id: inrOnly8, price: 100, gst: 0, converted: true });
  });

  it("filters by level, type and segment; all lists everything; trial lists individual", async () => {
    const byLevel = packagesResponse.parse(
      (
        await postAs(packagesByLevel, "/get-course-packages-by-level", null, {
          course_id: course.id,
          course_type: "group",
          segment: "summer-camp",
          timezone: "Asia/Kolkata",
        })
      ).body,
    );
    expect(byLevel.packages.map((p) => [p.segment, p.pack_type, p.course_level])).toEqual([
      ["summer-camp", "group", 17],
    ]);
    const level18 = packagesResponse.parse(
      (
        await postAs(packagesByLevel, "/get-course-packages-by-level", null, {
          course_id: course.id,
          level_id: "18",
        })
      ).body,
    );
    expect(level18.packages.map((p) => p.course_level)).toEqual([18]);
    const all = packagesResponse.parse(
      (await postAs(packagesAll, "/get-course-packages-all", null, { course_id: course.id })).body,
    );
    expect(all.packages.length).toBeGreaterThanOrEqual(6);
    expect(all.packages.some((p) => p.subject_id === otherSubject.id)).toBe(false);
    const trial = packagesResponse.parse(
      (
        await postAs(trialPricing, "/get-trail-course-pricing-package", null, {
          course_id: course.id,
        })
      ).body,
    );
    expect(trial.packages.every((p) => p.pack_type === "individual")).toBe(true);
  });

  it("lists segments and offers; rejects unknown courses", async () => {
    const seg = segmentsResponse.parse(
      (await postAs(batchSegments, "/get-batch-segments", null, { course_id: course.id })).body,
    );
    expect(seg.segments).toEqual([
      { segment: "regular", label: "Regular" },
      { segment: "summer-camp", label: "Summer camp" },
    ]);
    const off = offersResponse.parse(
      (await postAs(offers, "/show-available-offers", null, { course_id: course.id })).body,
    );
    expect(off.offers.every((p) => p.is_offer)).toBe(true);
    expect(off.offers.length).toBe(2);
    const every = offersResponse.parse(
      (await postAs(offers, "/show-available-offers", null, {})).body,
    );
    expect(every.offers.length).toBeGreaterThanOrEqual(2);
    expect(
      (await postAs(coursePackages, "/get-course-packages", null, { course_id: 999999 })).status,
    ).toBe(404);
    expect((await postAs(coursePackages, "/get-course-packages", null, {})).status).toBe(400);
  });
});

describe("POST /api/applyPromocode", () => {
  const apply = (user: { id: number; role: Role } | null, body: Record<string, unknown>) =>
    postAs(applyPromocode, "/api/applyPromocode", user, body);

  it("needs a session and the caller's own userId", async () => {
    const s = await student();
    await promo({ code: "AUTH10" });
    expect((await apply(null, { promocode: "AUTH10", userId: s.id })).status).toBe(401);
    expect((await apply(s, { promocode: "AUTH10", userId: s.id + 1000 })).status).toBe(403);
    expect((await apply(s, { promocode: "", userId: s.id })).status).toBe(400);
  });

  it("applies a percent code to a pack: status true, percent, amounts", async () => {
    const s = await student();
    const p = await promo({ code: "Pct10" });
    const res = await apply(s, { promocode: "pct10", userId: s.id, pack_id: inr4 });
    expect(res.status).toBe(200);
    const { data } = applyPromocodeResponse.parse(res.body);
    // ₹2,000 − ₹200 = ₹1,800 + GST ₹324 = ₹2,124
    expect(data).toMatchObject({
      status: true,
      percent: 10,
      coupon_id: p.id,
      discount: 200,
      gst: 324,
      regFee: 2124,
      currency: "INR",
    });
  });

  it("converts a flat INR code for a USD pack with the rate", async () => {
    const s = await student();
    await promo({ code: "FLAT500X", couponType: 2, discount: 50000 });
    const { data } = applyPromocodeResponse.parse(
      (await apply(s, { promocode: "FLAT500X", pack_id: usd4 })).body,
    );
    // ₹500 at 1/83.5 = $5.988… → $5.99
    expect(data).toMatchObject({ status: true, percent: 0, discount: 5.99, regFee: 42.01, gst: 0 });
  });

  it("answers status false with the invalid-promocode notice and the reason", async () => {
    const s = await student();
    await promo({ code: "OLD5", validTo: new Date("2021-01-01T00:00:00Z") });
    await promo({ code: "SOON5", validFrom: FAR, validTo: new Date("2100-01-01T00:00:00Z") });
    await promo({ code: "OFF5", isActive: false });
    await promo({ code: "COURSE5", courseId: otherCourse.id });
    await promo({ code: "USDONLY", currency: "USD" });
    const reasons: [string, RegExp][] = [
      ["NOPE", /does not exist/],
      ["OLD5", /expired/],
      ["SOON5", /not valid yet/],
      ["OFF5", /no longer active/],
      ["COURSE5", /not valid for this course/],
      ["USDONLY", /not valid for this currency/],
    ];
    for (const [code, reason] of reasons) {
      const { data } = applyPromocodeResponse.parse(
        (await apply(s, { promocode: code, pack_id: inr4 })).body,
      );
      expect(data.status, code).toBe(false);
      expect(data.message).toMatch(/^Invalid Promocode: /);
      expect(data.message).toMatch(reason);
      expect(data).toMatchObject({ regFee: 0, percent: 0, coupon_id: null });
    }
    // Scope: the course code applies to packs of its course's subject.
    const other = await pack({ subjectId: otherSubject.id, totalClasses: 12, priceMinor: 10000 });
    expect((await apply(s, { promocode: "COURSE5", pack_id: other })).body.data.status).toBe(true);
    expect((await apply(s, { promocode: "USDONLY", pack_id: usd4 })).body.data.status).toBe(true);
    expect((await apply(s, { promocode: "NOPE", pack_id: 999999 })).status).toBe(404);
  });
});

describe("promo limits", () => {
  it("counts total and per-user redemptions (failed orders do not count)", async () => {
    const p = await promo({ code: "LIMIT2", maxUses: 2, maxUsesPerUser: 1 });
    const [a, b, c] = [await student(), await student(), await student()];
    const first = await createOrder(t.db, {
      now: new Date(),
      user: a,
      packId: inr4,
      promoCode: "limit2",
      provider: "sandbox",
    });
    expect(first.order.promoId).toBe(p.id);
    expect(await validatePromo(t.db, "LIMIT2", { userId: a.id, now: new Date() })).toEqual({
      ok: false,
      reason: "already_used",
    });
    await expect(
      createOrder(t.db, {
        now: new Date(),
        user: a,
        packId: inr4,
        promoCode: "LIMIT2",
        provider: "sandbox",
      }),
    ).rejects.toMatchObject({ status: 400, message: /already used/ });
    await createOrder(t.db, {
      now: new Date(),
      user: b,
      packId: inr4,
      promoCode: "LIMIT2",
      provider: "sandbox",
    });
    expect((await validatePromo(t.db, "LIMIT2", { userId: c.id, now: new Date() })).ok).toBe(false);
    await expect(
      createOrder(t.db, {
        now: new Date(),
        user: c,
        packId: inr4,
        promoCode: "LIMIT2",
        provider: "sandbox",
      }),
    ).rejects.toMatchObject({ message: /maximum number of times/ });
    await t.db.update(orders).set({ status: "failed" }).where(eq(orders.id, first.order.id));
    expect((await validatePromo(t.db, "LIMIT2", { userId: c.id, now: new Date() })).ok).toBe(true);
    expect(await t.db.$count(promoRedemptions, eq(promoRedemptions.promoId, p.id))).toBe(2);
  });

  it("takes the last use once when two orders race for it", async () => {
    await promo({ code: "RACE1", maxUses: 1 });
    const [a, b] = [await student(), await student()];
    const results = await Promise.allSettled(
      [a, b].map((user) =>
        createOrder(t.db, {
          now: new Date(),
          user,
          packId: inr4,
          promoCode: "RACE1",
          provider: "sandbox",
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});

describe("wallet", () => {
  it("derives the balance per currency from the ledger; debits once per order", async () => {
    const s = await student();
    expect(await walletBalance(t.db, s.id, "INR")).toBe(0);
    await creditWallet(t.db, {
      userId: s.id,
      currency: "INR",
      amountMinor: 50000,
      kind: "referral",
    });
    await creditWallet(t.db, { userId: s.id, currency: "INR", amountMinor: 25000, kind: "topup" });
    await creditWallet(t.db, { userId: s.id, currency: "USD", amountMinor: 500, kind: "refund" });
    expect(await walletBalances(t.db, s.id)).toEqual({ INR: 75000, USD: 500 });
    await expect(
      creditWallet(t.db, { userId: s.id, currency: "INR", amountMinor: -1, kind: "topup" }),
    ).rejects.toThrow(/positive/);

    const now = new Date();
    const { order } = await createOrder(t.db, {
      user: s,
      packId: inr4,
      useWallet: true,
      provider: "sandbox",
      now,
    });
    expect(order).toMatchObject({ walletMinor: 75000, totalMinor: 236000 - 75000 });
    // The open order holds its part: nothing is left for another order, nothing is debited yet.
    expect(await walletAvailable(t.db, s.id, "INR", now)).toBe(0);
    expect(await walletBalance(t.db, s.id, "INR")).toBe(75000);
    const debit = { userId: s.id, currency: "INR" as const, amountMinor: 75000, orderId: order.id };
    expect(await debitWalletForOrder(t.db, debit, now)).toEqual({
      debitedMinor: 75000,
      shortfallMinor: 0,
    });
    // A repeated debit of the same order takes nothing more.
    expect(await debitWalletForOrder(t.db, debit, now)).toEqual({
      debitedMinor: 75000,
      shortfallMinor: 0,
    });
    expect(await walletBalance(t.db, s.id, "INR")).toBe(0);
  });

  it("pays a whole order when the balance covers it", async () => {
    const s = await student();
    await creditWallet(t.db, { userId: s.id, currency: "USD", amountMinor: 10000, kind: "topup" });
    const { order, breakdown } = await createOrder(t.db, {
      now: new Date(),
      user: s,
      packId: usd4,
      useWallet: true,
      provider: "sandbox",
    });
    expect(breakdown).toMatchObject({ wallet: 4800, total: 0 });
    expect(order.totalMinor).toBe(0);
  });
});

describe("createOrder", () => {
  it("stores the amounts computePrice gives, with an unguessable reference", async () => {
    const s = await student();
    await promo({ code: "ORDER15", discount: 15, maxUsesPerUser: 5 });
    const { order, breakdown } = await createOrder(t.db, {
      now: new Date(),
      user: s,
      packId: inr4,
      promoCode: "ORDER15",
      provider: "sandbox",
    });
    const expected = computePrice({
      priceMinor: 200000,
      currency: "INR",
      promo: { couponType: 1, discount: 15 },
    });
    expect(breakdown).toEqual(expected);
    expect(order).toMatchObject({
      status: "created",
      currency: "INR",
      priceMinor: expected.price,
      discountMinor: expected.discount,
      gstMinor: expected.gst,
      walletMinor: 0,
      totalMinor: expected.total,
      provider: "sandbox",
    });
    expect(order.reference).toMatch(/^ord_[A-Za-z0-9_-]{22}$/);
    const again = await createOrder(t.db, {
      now: new Date(),
      user: s,
      packId: inr4,
      provider: "sandbox",
    });
    expect(again.order.reference).not.toBe(order.reference);
  });

  it("converts a flat promo on a USD pack with the stored rate", async () => {
    const s = await student();
    await promo({ code: "FLATUSD", couponType: 2, discount: 50000 });
    const { order } = await createOrder(t.db, {
      now: new Date(),
      user: s,
      packId: usd4,
      promoCode: "FLATUSD",
      provider: "stripe",
    });
    expect(order).toMatchObject({
      currency: "USD",
      discountMinor: 599,
      gstMinor: 0,
      totalMinor: 4201,
    });
  });

  it("refuses anonymous callers, teachers, unknown packs and bad totals", async () => {
    await expect(
      createOrder(t.db, { now: new Date(), user: null, packId: inr4, provider: "x" }),
    ).rejects.toMatchObject({
      status: 401,
    });
    const teacher = await makeUser(t.db, { role: "teacher" });
    await expect(
      createOrder(t.db, {
        now: new Date(),
        user: { id: teacher.id, role: "teacher", name: "T", prefix: "em" },
        packId: inr4,
        provider: "x",
      }),
    ).rejects.toMatchObject({ status: 403 });
    const s = await student();
    await expect(
      createOrder(t.db, { now: new Date(), user: s, packId: 999999, provider: "x" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      t.db.execute(
        sql`insert into orders (reference, user_id, pack_id, currency, price_minor, gst_minor, total_minor, provider) values ('bad', ${s.id}, ${inr4}, 'INR', 100, 18, 100, 'x')`,
      ),
    ).rejects.toThrow();
  });

  it("shows an order to its owner only", async () => {
    const [a, b] = [await student(), await student()];
    const { order } = await createOrder(t.db, {
      now: new Date(),
      user: a,
      packId: inr4,
      provider: "sandbox",
    });
    expect((await getOrderForUser(t.db, a, order.reference)).id).toBe(order.id);
    await expect(getOrderForUser(t.db, b, order.reference)).rejects.toMatchObject({ status: 404 });
    await expect(getOrderForUser(t.db, null, order.reference)).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe("plan pages", () => {
  it("loads a course's plans, its subject first, in the viewer's currency", async () => {
    const data = (await loadCoursePlans(t.db, course.id, "INR"))!;
    expect(data.subjects[0]!.id).toBe(subject.id);
    expect(data.packs[0]!.subjectId).toBe(subject.id);
    expect(data.packs.every((p) => p.currency === "INR")).toBe(true);
    const usd = (await loadCoursePlans(t.db, course.id, "USD"))!;
    expect(usd.packs.find((p) => p.id === usd4)?.totalMinor).toBe(4800);
    expect(await loadCoursePlans(t.db, 999999, "INR")).toBeNull();
  });

  it("loads a teacher's own packs, or their subject's general packs", async () => {
    const { user: own } = await makeTeacher(t.db, subject);
    const mine = await pack({ teacherId: own.id, totalClasses: 6, priceMinor: 150000 });
    expect((await loadTeacherPlans(t.db, own.id, "INR"))!.packs.map((p) => p.id)).toEqual([mine]);
    const { user: plain } = await makeTeacher(t.db, otherSubject);
    const general = (await loadTeacherPlans(t.db, plain.id, "INR"))!;
    expect(
      general.packs.every((p) => p.subjectId === otherSubject.id && p.teacherId === null),
    ).toBe(true);
    expect(general.packs.length).toBeGreaterThan(0);
    expect(await loadTeacherPlans(t.db, 999999, "INR")).toBeNull();
  });
});
