import { describe, expect, it } from "vitest";
import { razorpayProvider } from "./razorpay";
import { stripeProvider } from "./stripe";
import { ProviderError, type CheckoutOrder, type FetchLike } from "./types";

const order: CheckoutOrder = {
  id: 7,
  reference: "ORD-ABC123",
  currency: "INR",
  totalMinor: 59000,
  description: "10 classes",
  customer: { email: "kid@example.com" },
};

function fake(answer: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init: init ?? {} });
    return Response.json(answer, { status });
  };
  return { fetch, calls };
}
const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe("Razorpay adapter HTTP", () => {
  const make = (fetch: FetchLike) =>
    razorpayProvider({
      keyId: "rzp_test_key",
      keySecret: "secret",
      webhookSecret: "wh",
      origin: "https://site.example",
      fetch,
    });
  it("creates an order with basic auth and the amount in paise", async () => {
    const f = fake({ id: "order_XYZ", status: "created" });
    const out = await make(f.fetch).createCheckout(order);
    expect(out).toEqual({
      providerOrderId: "order_XYZ",
      paymentLink: "https://site.example/checkout/razorpay/ORD-ABC123",
    });
    expect(f.calls).toHaveLength(1);
    const { url, init } = f.calls[0]!;
    expect(url).toBe("https://api.razorpay.com/v1/orders");
    expect(init.method).toBe("POST");
    expect(header(init, "authorization")).toBe(
      `Basic ${Buffer.from("rzp_test_key:secret").toString("base64")}`,
    );
    expect(JSON.parse(String(init.body))).toMatchObject({
      amount: 59000,
      currency: "INR",
      receipt: "ORD-ABC123",
    });
  });
  it("turns an API error into a ProviderError", async () => {
    const f = fake({ error: { description: "Authentication failed" } }, 401);
    await expect(make(f.fetch).createCheckout(order)).rejects.toThrow(ProviderError);
  });
  it("answers an order's payment status from its payments: captured is paid (decision 043)", async () => {
    const paid = fake({
      items: [
        { id: "pay_1", status: "failed", amount: 59000, currency: "INR" },
        { id: "pay_2", status: "captured", amount: 59000, currency: "INR" },
      ],
    });
    expect(await make(paid.fetch).paymentStatus("order_XYZ")).toEqual({
      state: "paid",
      paymentId: "pay_2",
      amountMinor: 59000,
      currency: "INR",
    });
    expect(paid.calls[0]!.url).toBe("https://api.razorpay.com/v1/orders/order_XYZ/payments");
    const pending = fake({
      items: [{ id: "pay_3", status: "authorized", amount: 1, currency: "INR" }],
    });
    expect(await make(pending.fetch).paymentStatus("order_XYZ")).toEqual({ state: "none" });
    const failed = fake({ items: [{ id: "pay_4", status: "failed" }] });
    expect(await make(failed.fetch).paymentStatus("order_XYZ")).toEqual({ state: "failed" });
    await expect(
      make(fake({ error: { description: "Bad" } }, 400).fetch).paymentStatus("x"),
    ).rejects.toThrow(ProviderError);
  });
});

describe("Stripe adapter HTTP", () => {
  const make = (fetch: FetchLike) =>
    stripeProvider({
      secretKey: "sk_test_123",
      webhookSecret: "wh",
      origin: "https://site.example",
      fetch,
      now: new Date(),
    });
  it("creates a Checkout Session, form-encoded, with a bearer key", async () => {
    const f = fake({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    const out = await make(f.fetch).createCheckout({ ...order, currency: "USD", totalMinor: 1250 });
    expect(out).toEqual({
      providerOrderId: "cs_test_1",
      paymentLink: "https://checkout.stripe.com/c/pay/cs_test_1",
    });
    const { url, init } = f.calls[0]!;
    expect(url).toBe("https://api.stripe.com/v1/checkout/sessions");
    expect(header(init, "authorization")).toBe("Bearer sk_test_123");
    expect(header(init, "content-type")).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(String(init.body));
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("1250");
    expect(form.get("client_reference_id")).toBe("ORD-ABC123");
    expect(form.get("success_url")).toBe("https://site.example/checkout/return?ref=ORD-ABC123");
    expect(form.get("customer_email")).toBe("kid@example.com");
  });
  it("turns an API error into a ProviderError", async () => {
    const f = fake({ error: { message: "Invalid API Key" } }, 401);
    await expect(make(f.fetch).createCheckout(order)).rejects.toThrow(ProviderError);
  });
  it("answers a session's payment status: paid, expired (failed) or not yet", async () => {
    const paid = fake({
      id: "cs_test_1",
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_1",
      amount_total: 1250,
      currency: "usd",
    });
    expect(await make(paid.fetch).paymentStatus("cs_test_1")).toEqual({
      state: "paid",
      paymentId: "pi_1",
      amountMinor: 1250,
      currency: "USD",
    });
    expect(paid.calls[0]!.url).toBe("https://api.stripe.com/v1/checkout/sessions/cs_test_1");
    expect(header(paid.calls[0]!.init, "authorization")).toBe("Bearer sk_test_123");
    const open = fake({ id: "cs_test_1", status: "open", payment_status: "unpaid" });
    expect(await make(open.fetch).paymentStatus("cs_test_1")).toEqual({ state: "none" });
    const expired = fake({ id: "cs_test_1", status: "expired", payment_status: "unpaid" });
    expect(await make(expired.fetch).paymentStatus("cs_test_1")).toEqual({ state: "failed" });
  });
});
