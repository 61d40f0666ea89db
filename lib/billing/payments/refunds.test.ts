import { describe, expect, it } from "vitest";
import { fakeFetch } from "@/tests/support/fake-fetch";
import { razorpayProvider } from "./razorpay";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";
import { ProviderError, type RefundRequest } from "./types";

const request: RefundRequest = {
  paymentId: "pay_123",
  amountMinor: 25000,
  currency: "INR",
  idempotencyKey: "rk_abc",
  reference: "ORD-1",
};

describe("provider refunds", () => {
  it("Razorpay: posts the amount to the payment's refund endpoint with basic auth", async () => {
    const f = fakeFetch(() => Response.json({ id: "rfnd_1", entity: "refund" }));
    const rp = razorpayProvider({
      keyId: "key",
      keySecret: "secret",
      webhookSecret: "wh",
      origin: "http://x",
      fetch: f.impl,
    });
    expect(await rp.refund(request)).toEqual({ refundId: "rfnd_1" });
    expect(f.calls[0]!.url).toBe("https://api.razorpay.com/v1/payments/pay_123/refund");
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("key:secret").toString("base64")}`);
    expect(JSON.parse(String(f.calls[0]!.init.body))).toMatchObject({
      amount: 25000,
      receipt: "rk_abc",
    });
  });

  it("Razorpay: a refusal is a ProviderError with the provider's words", async () => {
    const f = fakeFetch(() =>
      Response.json({ error: { description: "The refund amount is invalid" } }, { status: 400 }),
    );
    const rp = razorpayProvider({
      keyId: "k",
      keySecret: "s",
      webhookSecret: "w",
      origin: "http://x",
      fetch: f.impl,
    });
    await expect(rp.refund(request)).rejects.toThrow(
      new ProviderError("The refund amount is invalid"),
    );
  });

  it("Stripe: posts a refund of the payment intent with an idempotency key", async () => {
    const f = fakeFetch(() => Response.json({ id: "re_1", object: "refund" }));
    const st = stripeProvider({
      secretKey: "sk_test",
      webhookSecret: "wh",
      origin: "http://x",
      fetch: f.impl,
      now: new Date("2026-11-20T00:00:00Z"),
    });
    expect(await st.refund(request)).toEqual({ refundId: "re_1" });
    expect(f.calls[0]!.url).toBe("https://api.stripe.com/v1/refunds");
    const headers = f.calls[0]!.init.headers as Record<string, string>;
    expect(headers["idempotency-key"]).toBe("refund-rk_abc");
    const form = new URLSearchParams(String(f.calls[0]!.init.body));
    expect(form.get("payment_intent")).toBe("pay_123");
    expect(form.get("amount")).toBe("25000");
  });

  it("Stripe: an error answer throws", async () => {
    const f = fakeFetch(() =>
      Response.json({ error: { message: "No such payment" } }, { status: 404 }),
    );
    const st = stripeProvider({
      secretKey: "sk",
      webhookSecret: "wh",
      origin: "http://x",
      fetch: f.impl,
      now: new Date(),
    });
    await expect(st.refund(request)).rejects.toThrow("No such payment");
  });

  it("sandbox: refunds offline, the same key naming the same refund", async () => {
    const sb = sandboxProvider({ secret: "s", origin: "http://x" });
    const a = await sb.refund(request);
    expect(a.refundId).toMatch(/^sbx_rfnd_/);
    expect(await sb.refund(request)).toEqual(a);
    expect((await sb.refund({ ...request, idempotencyKey: "other" })).refundId).not.toBe(
      a.refundId,
    );
  });
});
