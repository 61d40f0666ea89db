import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webhook } from "@/app/(api)/api/webhooks/[provider]/route";
import { POST as pay } from "@/app/(api)/checkout/sandbox/[reference]/pay/route";
import { POST as orderOffer } from "@/app/(api)/order/[id]/route";
import { POST as paymentInitiate } from "@/app/(api)/payment-initiate-request/route";
import { POST as purchase } from "@/app/(api)/purchase-course-package/route";
import { POST as razorpayCreate } from "@/app/(api)/razorpay/create-order/route";
import { POST as razorpayVerify } from "@/app/(api)/razorpay/verify/route";
import { POST as summerCamp } from "@/app/(api)/sms/st/store_summer_camp_interest/route";
import { GET as receiptTxt } from "@/app/(api)/st/orders/[reference]/receipt.txt/route";
import { paymentEvents, summerCampInterests, walletEntries } from "@/db/schema";
import { checkoutReturn } from "@/lib/billing/payments/checkout-return";
import { razorpayCheckoutSignature } from "@/lib/billing/payments/razorpay";
import { stripeSignatureHeader } from "@/lib/billing/payments/stripe";
import { cookieHeaderFor } from "../support/legacy-client";
import { makeStream, makeSubject, makeUser } from "../support/factories";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import {
  credits,
  deliver,
  makePack,
  ORIGIN,
  orderByRef,
  post,
  pressSandboxButton,
  sandboxHook,
  type Handler,
} from "./payments-support";

let t: TestDatabase;
let subjectId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const stream = await makeStream(t.db);
  subjectId = (await makeSubject(t.db, stream.id)).id;
});
afterAll(() => t.destroy());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function student() {
  const u = await makeUser(t.db, { role: "student" });
  return { id: u.id, role: "student" as const };
}

/** A student buys a fresh INR pack through /purchase-course-package; answers the order row. */
async function bought(over: { useWallet?: boolean } = {}) {
  const kid = await student();
  const pack = await makePack(t.db, subjectId);
  const res = await post(
    purchase,
    "/purchase-course-package",
    { pack_id: pack.id, use_wallet: over.useWallet },
    { user: kid },
  );
  expect(res.status).toBe(200);
  return { kid, pack, res, order: await orderByRef(t.db, res.body.order_reference) };
}

describe("POST /purchase-course-package", () => {
  it("answers success false with status login when nobody is logged in", async () => {
    const pack = await makePack(t.db, subjectId);
    const res = await post(purchase, "/purchase-course-package", { pack_id: pack.id });
    expect(res.body).toMatchObject({ success: false, status: "login" });
  });

  it("creates the order with GST and a sandbox payment link", async () => {
    const { res, order, pack, kid } = await bought();
    expect(res.body).toMatchObject({
      success: true,
      status: "ok",
      payment_link: `${ORIGIN}/checkout/sandbox/${order.reference}`,
      userInfo: { id: kid.id },
      courseDetails: {
        pack_id: pack.id,
        total_classes: 10,
        price: 100000,
        gst: 18000,
        total: 118000,
      },
    });
    expect(order).toMatchObject({
      status: "created",
      provider: "sandbox",
      providerOrderId: `sbx_${order.reference}`,
    });
  });
});

describe("sandbox webhook", () => {
  it("credits the classes: the order is fulfilled with one contract", async () => {
    const { order } = await bought();
    const res = await deliver(webhook, "sandbox", sandboxHook(order));
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "fulfilled" } });
    expect(await orderByRef(t.db, order.reference)).toMatchObject({
      status: "fulfilled",
      providerPaymentId: "pay_test",
    });
    expect(await credits(t.db, order.id)).toMatchObject({ contracts: 1 });
  });

  it("delivered 3 times credits once and debits the wallet once", async () => {
    const kid = await student();
    await t.db
      .insert(walletEntries)
      .values({ userId: kid.id, currency: "INR", amountMinor: 5000, kind: "topup" });
    const pack = await makePack(t.db, subjectId);
    const res = await post(
      purchase,
      "/purchase-course-package",
      { pack_id: pack.id, use_wallet: true },
      { user: kid },
    );
    const order = await orderByRef(t.db, res.body.order_reference);
    expect(order.walletMinor).toBe(5000);
    const hook = sandboxHook(order);
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push((await deliver(webhook, "sandbox", hook)).body.outcome);
    expect(outcomes).toEqual(["fulfilled", "duplicate", "duplicate"]);
    const c = await credits(t.db, order.id);
    expect(c.contracts).toBe(1);
    expect(c.walletDebits).toBe(1);
    expect(c.events).toHaveLength(1);
  });

  it("refuses a bad signature with 400 and records nothing", async () => {
    const { order } = await bought();
    const hook = sandboxHook(order);
    const forged = { ...hook, body: hook.body.replace('"amount":118000', '"amount":118001') };
    expect((await deliver(webhook, "sandbox", forged)).status).toBe(400);
    const wrongKey = {
      body: hook.body,
      headers: {
        ...hook.headers,
        "x-sandbox-signature": createHmac("sha256", "other").update(hook.body).digest("hex"),
      },
    };
    expect((await deliver(webhook, "sandbox", wrongKey)).status).toBe(400);
    expect(await credits(t.db, order.id)).toMatchObject({ contracts: 0, events: [] });
  });

  it("rejects and logs an amount or currency mismatch without credit", async () => {
    const { order } = await bought();
    const low = await deliver(webhook, "sandbox", sandboxHook(order, { amountMinor: 100 }));
    const usd = await deliver(webhook, "sandbox", sandboxHook(order, { currency: "USD" }));
    expect([low.body.outcome, usd.body.outcome]).toEqual(["mismatch", "mismatch"]);
    expect((await orderByRef(t.db, order.reference)).status).toBe("created");
    const c = await credits(t.db, order.id);
    expect(c.contracts).toBe(0);
    expect(c.events.map((e) => e.outcome)).toEqual(["mismatch", "mismatch"]);
  });

  it("a failed payment marks the order failed and credits nothing", async () => {
    const { order } = await bought();
    const res = await deliver(webhook, "sandbox", sandboxHook(order, { outcome: "failed" }));
    expect(res.body.outcome).toBe("failed");
    expect((await orderByRef(t.db, order.reference)).status).toBe("failed");
    expect((await credits(t.db, order.id)).contracts).toBe(0);
  });

  it("moves orders forward only: a late failure never undoes a fulfilled order", async () => {
    const { order } = await bought();
    await deliver(webhook, "sandbox", sandboxHook(order));
    const late = await deliver(webhook, "sandbox", sandboxHook(order, { outcome: "failed" }));
    expect(late.body.outcome).toBe("ignored");
    expect((await orderByRef(t.db, order.reference)).status).toBe("fulfilled");
    // A second successful payment for a fulfilled order changes nothing either.
    const again = await deliver(webhook, "sandbox", sandboxHook(order));
    expect(again.body.outcome).toBe("already");
    expect((await credits(t.db, order.id)).contracts).toBe(1);
  });

  it("a failed attempt then a successful one (a retry on the same order) credits once", async () => {
    const { order } = await bought();
    await deliver(webhook, "sandbox", sandboxHook(order, { outcome: "failed" }));
    const paid = await deliver(webhook, "sandbox", sandboxHook(order));
    expect(paid.body.outcome).toBe("fulfilled");
    expect((await credits(t.db, order.id)).contracts).toBe(1);
  });
});

describe("sandbox checkout page, webhook and return together", () => {
  /** The Pay button: the route sends the signed webhook (to our handler here) and redirects. */
  async function pressPay(reference: string, outcome: "paid" | "failed") {
    vi.stubGlobal("fetch", (url: string, init: RequestInit) =>
      webhook(new Request(url, init), { params: Promise.resolve({ provider: "sandbox" }) }),
    );
    const res = await pressSandboxButton(pay as Handler, reference, outcome);
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location")!);
  }

  it("Pay: webhook and the browser's return credit once", async () => {
    const { order, kid } = await bought();
    const back = await pressPay(order.reference, "paid");
    expect(back.pathname).toBe("/checkout/return");
    expect((await orderByRef(t.db, order.reference)).status).toBe("fulfilled");
    const q = back.searchParams;
    const user = { ...kid, name: "Kid", prefix: "st" };
    const shown = await checkoutReturn(
      t.db,
      user,
      { ref: q.get("ref")!, paymentId: q.get("payment_id")!, signature: q.get("signature")! },
      ORIGIN,
      new Date(),
    );
    expect(shown.order?.order.status).toBe("fulfilled");
    // Reloading the return page does nothing more.
    await checkoutReturn(
      t.db,
      user,
      { ref: q.get("ref")!, paymentId: q.get("payment_id")!, signature: q.get("signature")! },
      ORIGIN,
      new Date(),
    );
    const c = await credits(t.db, order.id);
    expect(c.contracts).toBe(1);
    expect(c.events.map((e) => e.outcome).sort()).toEqual(["already", "fulfilled"]);
  });

  it("the return before the webhook credits once too, and a forged return is refused", async () => {
    const { order, kid } = await bought();
    const user = { ...kid, name: "Kid", prefix: "st" };
    const forged = await checkoutReturn(
      t.db,
      user,
      { ref: order.reference, paymentId: "pay_x", signature: "0".repeat(64) },
      ORIGIN,
      new Date(),
    );
    expect(forged.proofRejected).toBe(true);
    expect(forged.order?.order.status).toBe("created");
    const sig = createHmac(
      "sha256",
      (await import("@/lib/billing/payments/providers")).sandboxSecret(),
    )
      .update(`return|${order.providerOrderId}|pay_test`)
      .digest("hex");
    await checkoutReturn(
      t.db,
      user,
      { ref: order.reference, paymentId: "pay_test", signature: sig },
      ORIGIN,
      new Date(),
    );
    expect((await deliver(webhook, "sandbox", sandboxHook(order))).body.outcome).toBe("already");
    expect((await credits(t.db, order.id)).contracts).toBe(1);
  });

  it("Fail: the order is failed and the return says so", async () => {
    const { order } = await bought();
    const back = await pressPay(order.reference, "failed");
    expect(back.searchParams.get("status")).toBe("failed");
    expect((await orderByRef(t.db, order.reference)).status).toBe("failed");
  });

  it("another student's return shows nothing of the order", async () => {
    const { order } = await bought();
    const other = await student();
    const shown = await checkoutReturn(
      t.db,
      { ...other, name: "Other", prefix: "st" },
      { ref: order.reference },
      ORIGIN,
      new Date(),
    );
    expect(shown.order).toBeNull();
  });
});

describe("POST /order/{offer id}, the payment form calls", () => {
  it("/order/{id} answers status, payment_link and message", async () => {
    const kid = await student();
    const pack = await makePack(t.db, subjectId, { isOffer: true });
    const res = await post(
      orderOffer,
      `/order/${pack.id}`,
      {},
      {
        user: kid,
        params: { id: String(pack.id) },
      },
    );
    expect(res.body).toMatchObject({ status: "success", message: expect.any(String) });
    expect(res.body.payment_link).toMatch(/\/checkout\/sandbox\/ord_/);
    const anon = await post(
      orderOffer,
      `/order/${pack.id}`,
      {},
      { params: { id: String(pack.id) } },
    );
    expect(anon).toMatchObject({ status: 401, body: { status: "login", payment_link: null } });
    const missing = await post(
      orderOffer,
      "/order/999999",
      {},
      { user: kid, params: { id: "999999" } },
    );
    expect(missing).toMatchObject({ status: 404, body: { status: "error", payment_link: null } });
  });

  it("/payment-initiate-request needs name, email and number (spec messages)", async () => {
    const kid = await student();
    const pack = await makePack(t.db, subjectId);
    const bad = await post(
      paymentInitiate,
      "/payment-initiate-request",
      { pack_id: pack.id },
      { user: kid },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      number: "Please enter your number.",
    });
    const ok = await post(
      paymentInitiate,
      "/payment-initiate-request",
      { name: "Asha", email: "asha@example.com", number: "9876543210", pack_id: pack.id },
      { user: kid },
    );
    expect(ok.body).toMatchObject({ status: "success" });
    expect(ok.body.redirect_url).toMatch(/\/checkout\/sandbox\//);
  });
});

describe("Razorpay with keys (HTTP through a fetch fake)", () => {
  it("creates a Razorpay order, verifies the checkout signature and the webhook, credits once", async () => {
    vi.stubEnv("RAZORPAY_KEY_ID", "rzp_test_k");
    vi.stubEnv("RAZORPAY_KEY_SECRET", "rzp_key_secret");
    vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", "rzp_wh_secret");
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: `order_${calls.length}RZP`, status: "created" });
    });
    const kid = await student();
    const pack = await makePack(t.db, subjectId);
    const res = await post(
      razorpayCreate,
      "/razorpay/create-order",
      { name: "Asha", email: "a@example.com", number: "9876543210", pack_id: pack.id },
      { user: kid },
    );
    expect(res.body.status).toBe("success");
    expect(calls[0]!.url).toBe("https://api.razorpay.com/v1/orders");
    const ref = res.body.redirect_url.split("/").pop();
    const order = await orderByRef(t.db, ref);
    expect(order).toMatchObject({ provider: "razorpay", providerOrderId: "order_1RZP" });

    // The checkout signature must match the order id we stored.
    const forgedForm = new URLSearchParams({
      razorpay_order_id: "order_1RZP",
      razorpay_payment_id: "pay_R1",
      razorpay_signature: razorpayCheckoutSignature("order_OTHER", "pay_R1", "rzp_key_secret"),
    });
    const forged = await (razorpayVerify as Handler)(
      new Request(`${ORIGIN}/razorpay/verify`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: forgedForm.toString(),
      }),
    );
    expect(forged.status).toBe(400);
    const form = new URLSearchParams({
      razorpay_order_id: "order_1RZP",
      razorpay_payment_id: "pay_R1",
      razorpay_signature: razorpayCheckoutSignature("order_1RZP", "pay_R1", "rzp_key_secret"),
    });
    const verified = await (razorpayVerify as Handler)(
      new Request(`${ORIGIN}/razorpay/verify`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      }),
    );
    expect(verified.status).toBe(303);
    expect((await orderByRef(t.db, ref)).status).toBe("fulfilled");

    const body = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_R1",
            order_id: "order_1RZP",
            amount: order.totalMinor,
            currency: "INR",
          },
        },
      },
    });
    const headers = {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", "rzp_wh_secret").update(body).digest("hex"),
      "x-razorpay-event-id": "evt_R1",
    };
    const first = await deliver(webhook, "razorpay", { body, headers });
    const second = await deliver(webhook, "razorpay", { body, headers });
    expect([first.body.outcome, second.body.outcome]).toEqual(["already", "duplicate"]);
    expect((await credits(t.db, order.id)).contracts).toBe(1);
    // The sandbox is off once a real provider is configured.
    expect((await deliver(webhook, "sandbox", sandboxHook(order))).status).toBe(404);
  });
});

describe("Stripe with keys (HTTP through a fetch fake)", () => {
  it("creates a Checkout Session and credits on the signed webhook", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_x");
    vi.stubGlobal("fetch", async () =>
      Response.json({ id: "cs_test_9", url: "https://checkout.stripe.com/c/pay/cs_test_9" }),
    );
    const kid = await student();
    const pack = await makePack(t.db, subjectId, { currency: "USD", priceMinor: 1250 });
    const res = await post(
      paymentInitiate,
      "/payment-initiate-request",
      { name: "Sam", email: "sam@example.com", number: "5551234567", pack_id: pack.id },
      { user: kid },
    );
    expect(res.body).toMatchObject({
      status: "success",
      redirect_url: "https://checkout.stripe.com/c/pay/cs_test_9",
    });
    const body = JSON.stringify({
      id: "evt_S9",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_9",
          payment_intent: "pi_9",
          payment_status: "paid",
          amount_total: 1250,
          currency: "usd",
        },
      },
    });
    const now = Math.floor(Date.now() / 1000);
    const ok = {
      body,
      headers: { "stripe-signature": stripeSignatureHeader(body, "whsec_x", now) },
    };
    const stale = {
      body,
      headers: { "stripe-signature": stripeSignatureHeader(body, "whsec_x", now - 301) },
    };
    expect((await deliver(webhook, "stripe", stale)).status).toBe(400);
    expect((await deliver(webhook, "stripe", ok)).body.outcome).toBe("fulfilled");
    expect((await deliver(webhook, "stripe", ok)).body.outcome).toBe("duplicate");
  });
});

describe("receipts and summer camp", () => {
  it("serves the receipt as a text download to its owner only", async () => {
    const { order, kid } = await bought();
    await deliver(webhook, "sandbox", sandboxHook(order));
    const get = async (user: { id: number; role: "student" }) =>
      (receiptTxt as Handler)(
        new Request(`${ORIGIN}/st/orders/${order.reference}/receipt.txt`, {
          headers: await cookieHeaderFor(user),
        }),
        { params: Promise.resolve({ reference: order.reference }) },
      );
    const mine = await get(kid);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toContain("text/plain");
    expect(mine.headers.get("content-disposition")).toContain("attachment");
    const text = await mine.text();
    expect(text).toContain(order.reference);
    expect(text).toMatch(/GST \(18%\)\s+₹180/);
    expect(text).toMatch(/Amount paid\s+₹1,180/);
    expect((await get(await student())).status).toBe(404);
  });

  it("store_summer_camp_interest records the caller's own interest once", async () => {
    const kid = await student();
    const path = "/sms/st/store_summer_camp_interest";
    expect(await post(summerCamp, path, { user_id: kid.id }, { user: kid })).toEqual({
      status: 200,
      body: { status: "success" },
    });
    expect((await post(summerCamp, path, { user_id: kid.id }, { user: kid })).status).toBe(200);
    const rows = await t.db
      .select()
      .from(summerCampInterests)
      .where(eq(summerCampInterests.userId, kid.id));
    expect(rows).toHaveLength(1);
    const other = await student();
    expect((await post(summerCamp, path, { user_id: other.id }, { user: kid })).status).toBe(403);
    expect((await post(summerCamp, path, { user_id: kid.id })).status).toBe(401);
  });

  it("payment events are only ever logged once per provider event id", async () => {
    const rows = await t.db
      .select({ e: paymentEvents.eventId, p: paymentEvents.provider })
      .from(paymentEvents);
    const keys = rows.map((r) => `${r.p}:${r.e}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
