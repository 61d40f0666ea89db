import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { razorpayCheckoutSignature, razorpayProvider } from "./razorpay";
import { sandboxProvider } from "./sandbox";
import { stripeProvider, stripeSignatureHeader } from "./stripe";
import { WebhookSignatureError, type FetchLike } from "./types";

const noFetch: FetchLike = async () => {
  throw new Error("no network in unit tests");
};
const headers = (h: Record<string, string>) => new Headers(h);
/** The same JSON with its keys in another order and other whitespace. */
const reserialise = (raw: string) => {
  const o = JSON.parse(raw) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(o).reverse()), null, 1);
};
const flipOneByte = (raw: string) => raw.replace('"amount":50000', '"amount":50001');

describe("known vectors", () => {
  it("HMAC-SHA256 hex matches RFC 4231 test case 2", () => {
    expect(createHmac("sha256", "Jefe").update("what do ya want for nothing?").digest("hex")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
  it("Razorpay's checkout signature is HMAC(order_id|payment_id, key secret)", () => {
    expect(razorpayCheckoutSignature("order_1", "pay_1", "Jefe")).toBe(
      createHmac("sha256", "Jefe").update("order_1|pay_1").digest("hex"),
    );
  });
});

describe("sandbox webhook signature", () => {
  const p = sandboxProvider({ secret: "sandbox-secret", origin: "http://x" });
  const { body, headers: h } = p.buildWebhook({
    eventId: "evt_1",
    outcome: "paid",
    providerOrderId: "sbx_R1",
    paymentId: "pay_1",
    amountMinor: 50000,
    currency: "INR",
    now: new Date("2026-11-20T10:00:00Z"),
  });
  it("dates the event with the clock it is given, not the wall clock", () => {
    expect(JSON.parse(body).created).toBe(Date.parse("2026-11-20T10:00:00Z") / 1000);
  });
  it("accepts the body it signed", () => {
    expect(p.verifyWebhook(body, headers(h))).toMatchObject({
      eventId: "evt_1",
      providerOrderId: "sbx_R1",
      amountMinor: 50000,
      currency: "INR",
      outcome: "paid",
    });
  });
  it("refuses one changed byte, a wrong secret, re-serialised JSON and no header", () => {
    expect(() => p.verifyWebhook(flipOneByte(body), headers(h))).toThrow(WebhookSignatureError);
    const other = sandboxProvider({ secret: "other", origin: "http://x" });
    expect(() => other.verifyWebhook(body, headers(h))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(reserialise(body), headers(h))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(body, headers({}))).toThrow(WebhookSignatureError);
  });
  it("signs the return redirect too", () => {
    const sig = p.signReturn("sbx_R1", "pay_1");
    expect(() => p.verifyReturn("sbx_R1", "pay_1", sig)).not.toThrow();
    expect(() => p.verifyReturn("sbx_R2", "pay_1", sig)).toThrow(WebhookSignatureError);
  });
});

describe("Razorpay webhook and checkout signatures", () => {
  const secret = "rzp-webhook-secret";
  const p = razorpayProvider({
    keyId: "rzp_test_1",
    keySecret: "key-secret",
    webhookSecret: secret,
    origin: "http://x",
    fetch: noFetch,
  });
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: {
      payment: {
        entity: { id: "pay_9", order_id: "order_9", amount: 50000, currency: "INR" },
      },
    },
  });
  const sign = (raw: string, s = secret) => createHmac("sha256", s).update(raw).digest("hex");
  const h = (raw: string, s?: string) =>
    headers({ "x-razorpay-signature": sign(raw, s), "x-razorpay-event-id": "evt_rzp_1" });

  it("accepts a valid webhook and takes the event id from its header", () => {
    expect(p.verifyWebhook(body, h(body))).toMatchObject({
      eventId: "evt_rzp_1",
      providerOrderId: "order_9",
      paymentId: "pay_9",
      amountMinor: 50000,
      outcome: "paid",
    });
  });
  it("refuses one changed byte, a wrong secret and re-serialised JSON", () => {
    expect(() => p.verifyWebhook(flipOneByte(body), h(body))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(body, h(body, "wrong"))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(reserialise(body), h(body))).toThrow(WebhookSignatureError);
  });
  it("checks the checkout signature against the order id we stored", () => {
    const sig = razorpayCheckoutSignature("order_9", "pay_9", "key-secret");
    expect(() => p.verifyCheckout("order_9", "pay_9", sig)).not.toThrow();
    expect(() => p.verifyCheckout("order_8", "pay_9", sig)).toThrow(WebhookSignatureError);
    const wrong = razorpayCheckoutSignature("order_9", "pay_9", "other-secret");
    expect(() => p.verifyCheckout("order_9", "pay_9", wrong)).toThrow(WebhookSignatureError);
    expect(() => p.verifyCheckout("order_9", "pay_9", sig.replace(/.$/, "0"))).toThrow();
  });
  it("answers null for a signed event that is not about a payment outcome", () => {
    const other = JSON.stringify({ event: "refund.created", payload: {} });
    expect(p.verifyWebhook(other, h(other))).toBeNull();
  });
});

describe("Stripe webhook signature", () => {
  const secret = "whsec_test";
  const now = 1_800_000_000;
  const p = stripeProvider({
    secretKey: "sk_test",
    webhookSecret: secret,
    origin: "http://x",
    fetch: noFetch,
    now: new Date(now * 1000),
  });
  const body = JSON.stringify({
    id: "evt_s1",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_1",
        payment_intent: "pi_1",
        payment_status: "paid",
        amount_total: 50000,
        currency: "inr",
      },
    },
  });
  const sig = (raw: string, t = now, s = secret) =>
    headers({ "stripe-signature": stripeSignatureHeader(raw, s, t) });

  it("matches the documented scheme t=…,v1=HMAC(`${t}.${raw}`)", () => {
    const v1 = createHmac("sha256", secret).update(`${now}.${body}`).digest("hex");
    expect(stripeSignatureHeader(body, secret, now)).toBe(`t=${now},v1=${v1}`);
  });
  it("accepts a valid event and reads the session", () => {
    expect(p.verifyWebhook(body, sig(body))).toMatchObject({
      eventId: "evt_s1",
      providerOrderId: "cs_1",
      paymentId: "pi_1",
      amountMinor: 50000,
      currency: "INR",
      outcome: "paid",
    });
  });
  it("refuses one changed byte, a wrong secret, re-serialised JSON and a bad header", () => {
    const flipped = body.replace('"amount_total":50000', '"amount_total":50001');
    expect(() => p.verifyWebhook(flipped, sig(body))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(body, sig(body, now, "whsec_other"))).toThrow(
      WebhookSignatureError,
    );
    expect(() => p.verifyWebhook(reserialise(body), sig(body))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(body, headers({ "stripe-signature": "garbage" }))).toThrow(
      WebhookSignatureError,
    );
  });
  it("refuses a timestamp more than 300 s away, accepts one at the edge", () => {
    expect(() => p.verifyWebhook(body, sig(body, now - 301))).toThrow(WebhookSignatureError);
    expect(() => p.verifyWebhook(body, sig(body, now + 301))).toThrow(WebhookSignatureError);
    expect(p.verifyWebhook(body, sig(body, now - 300))).not.toBeNull();
  });
  it("accepts when any of several v1 signatures matches (secret rotation)", () => {
    const good = stripeSignatureHeader(body, secret, now).split(",")[1];
    const h = headers({ "stripe-signature": `t=${now},v1=${"0".repeat(64)},${good}` });
    expect(p.verifyWebhook(body, h)).not.toBeNull();
  });
});
