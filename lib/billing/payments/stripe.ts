import { hmacSha256Hex, parseSignedJson, safeEqualHex } from "./hmac";
import { read } from "./read-fields";
import {
  ProviderError,
  WebhookSignatureError,
  type CheckoutOrder,
  type CheckoutStart,
  type FetchLike,
  type Headers,
  type PaymentEvent,
  type PaymentProvider,
} from "./types";

export const STRIPE_API = "https://api.stripe.com/v1";
export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
/** Stripe's default: a signed event older (or newer) than this is refused as a replay. */
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  origin: string;
  fetch: FetchLike;
  /** The request's instant: a signature's age is measured from it. */
  now: Date;
}

/** The Stripe-Signature header for a body at time t: "t=…,v1=HMAC_SHA256(`${t}.${raw}`)". */
export function stripeSignatureHeader(rawBody: string, secret: string, t: number): string {
  return `t=${t},v1=${hmacSha256Hex(secret, `${t}.${rawBody}`)}`;
}

function parseSignatureHeader(header: string | null) {
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of (header ?? "").split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) t = Number(value);
    if (key === "v1") v1.push(value);
  }
  return { t, v1 };
}

const PAID = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const FAILED = new Set(["checkout.session.async_payment_failed", "checkout.session.expired"]);

/**
 * Stripe (card): a Checkout Session created with the form-encoded API, and webhooks signed with
 * Stripe-Signature "t=…,v1=…" over `${t}.${raw body}`, refused outside a 300-second tolerance.
 */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  return {
    name: "stripe",
    async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: order.reference,
        "metadata[order_reference]": order.reference,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": order.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": String(order.totalMinor),
        "line_items[0][price_data][product_data][name]": order.description ?? "Class pack",
        success_url: `${options.origin}/checkout/return?ref=${encodeURIComponent(order.reference)}`,
        cancel_url: `${options.origin}/checkout/return?ref=${encodeURIComponent(order.reference)}&cancelled=1`,
      });
      if (order.customer?.email) form.set("customer_email", order.customer.email);
      const res = await options.fetch(`${STRIPE_API}/checkout/sessions`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "idempotency-key": `checkout-${order.reference}`,
        },
        body: form.toString(),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: unknown;
        url?: unknown;
        error?: { message?: string };
      };
      if (!res.ok || typeof body.id !== "string" || typeof body.url !== "string") {
        throw new ProviderError(body.error?.message ?? `Stripe answered ${res.status}`);
      }
      return { providerOrderId: body.id, paymentLink: body.url };
    },
    async refund(request) {
      // Stripe's refunds API with its Idempotency-Key header: a retry answers the first refund.
      const form = new URLSearchParams({
        payment_intent: request.paymentId,
        amount: String(request.amountMinor),
        "metadata[order_reference]": request.reference,
      });
      const res = await options.fetch(`${STRIPE_API}/refunds`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "idempotency-key": `refund-${request.idempotencyKey}`,
        },
        body: form.toString(),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: unknown;
        error?: { message?: string };
      };
      if (!res.ok || typeof body.id !== "string") {
        throw new ProviderError(body.error?.message ?? `Stripe answered ${res.status}`);
      }
      return { refundId: body.id };
    },
    async paymentStatus(providerOrderId) {
      // The Checkout Session: paid once its payment_status is "paid"; an expired one was not.
      const res = await options.fetch(
        `${STRIPE_API}/checkout/sessions/${encodeURIComponent(providerOrderId)}`,
        { headers: { authorization: `Bearer ${options.secretKey}` } },
      );
      const body = (await res.json().catch(() => ({}))) as {
        id?: unknown;
        status?: unknown;
        payment_status?: unknown;
        payment_intent?: unknown;
        amount_total?: unknown;
        currency?: unknown;
        error?: { message?: string };
      };
      if (!res.ok || typeof body.id !== "string") {
        throw new ProviderError(body.error?.message ?? `Stripe answered ${res.status}`);
      }
      if (
        body.payment_status === "paid" &&
        Number.isSafeInteger(body.amount_total) &&
        typeof body.currency === "string"
      ) {
        return {
          state: "paid",
          paymentId: typeof body.payment_intent === "string" ? body.payment_intent : body.id,
          amountMinor: body.amount_total as number,
          currency: body.currency.toUpperCase(),
        };
      }
      return { state: body.status === "expired" ? "failed" : "none" };
    },
    verifyWebhook(rawBody: string, headers: Headers): PaymentEvent | null {
      const { t, v1 } = parseSignatureHeader(headers.get(STRIPE_SIGNATURE_HEADER));
      if (t === null || v1.length === 0) throw new WebhookSignatureError();
      const expected = hmacSha256Hex(options.webhookSecret, `${t}.${rawBody}`);
      // Every v1 is compared (no early exit on the first match).
      const matches = v1.map((s) => safeEqualHex(expected, s)).some(Boolean);
      if (!matches) throw new WebhookSignatureError();
      if (Math.abs(nowSeconds - t) > STRIPE_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError("The signature's timestamp is outside the tolerance.");
      }
      const body = parseSignedJson(rawBody);
      const type = read.string(body, "type");
      const session = read.object(read.object(body, "data"), "object");
      let outcome: "paid" | "failed" | null = null;
      if (PAID.has(type)) {
        // A completed session with a delayed method is paid only once async_payment_succeeded.
        outcome = read.optionalString(session, "payment_status") === "paid" ? "paid" : null;
      } else if (FAILED.has(type)) outcome = "failed";
      if (!outcome) return null;
      return {
        eventId: read.string(body, "id"),
        type,
        providerOrderId: read.string(session, "id"),
        paymentId: read.optionalString(session, "payment_intent"),
        amountMinor: read.integer(session, "amount_total"),
        currency: read.string(session, "currency").toUpperCase(),
        outcome,
        payload: body,
      };
    },
  };
}
