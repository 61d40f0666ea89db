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

export const RAZORPAY_API = "https://api.razorpay.com/v1";
export const RAZORPAY_SIGNATURE_HEADER = "x-razorpay-signature";
export const RAZORPAY_EVENT_ID_HEADER = "x-razorpay-event-id";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  origin: string;
  fetch: FetchLike;
}

/** HMAC_SHA256(order_id + "|" + payment_id, key_secret): the signature Razorpay's checkout hands back. */
export function razorpayCheckoutSignature(orderId: string, paymentId: string, keySecret: string) {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/**
 * Razorpay: an order is created through the Orders API (basic auth with the key pair); the browser
 * pays on our /checkout/razorpay/{reference} page with Razorpay's checkout script, whose handler
 * posts razorpay_order_id, razorpay_payment_id and razorpay_signature to /razorpay/verify.
 * Webhooks carry x-razorpay-signature = HMAC_SHA256(raw body, webhook secret) and an event id header.
 */
export function razorpayProvider(options: RazorpayOptions): PaymentProvider & {
  keyId: string;
  verifyCheckout(storedOrderId: string, paymentId: string, signature: string | null): void;
} {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  return {
    name: "razorpay",
    keyId: options.keyId,
    async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
      const res = await options.fetch(`${RAZORPAY_API}/orders`, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify({
          amount: order.totalMinor,
          currency: order.currency,
          receipt: order.reference.slice(0, 40),
          notes: { order_reference: order.reference },
        }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: unknown;
        error?: { description?: string };
      };
      if (!res.ok || typeof body.id !== "string") {
        throw new ProviderError(body.error?.description ?? `Razorpay answered ${res.status}`);
      }
      return {
        providerOrderId: body.id,
        paymentLink: `${options.origin}/checkout/razorpay/${encodeURIComponent(order.reference)}`,
      };
    },
    async refund(request) {
      // Razorpay's refunds API; the receipt (unique per refund on our side) names the request.
      const res = await options.fetch(
        `${RAZORPAY_API}/payments/${encodeURIComponent(request.paymentId)}/refund`,
        {
          method: "POST",
          headers: {
            authorization: auth,
            "content-type": "application/json",
            "x-idempotency-key": request.idempotencyKey,
          },
          body: JSON.stringify({
            amount: request.amountMinor,
            speed: "normal",
            receipt: request.idempotencyKey.slice(0, 40),
            notes: { order_reference: request.reference },
          }),
        },
      );
      const body = (await res.json().catch(() => ({}))) as {
        id?: unknown;
        error?: { description?: string };
      };
      if (!res.ok || typeof body.id !== "string") {
        throw new ProviderError(body.error?.description ?? `Razorpay answered ${res.status}`);
      }
      return { refundId: body.id };
    },
    async paymentStatus(providerOrderId) {
      // The order's payments: one captured is the payment (an authorized one is not taken yet).
      const res = await options.fetch(
        `${RAZORPAY_API}/orders/${encodeURIComponent(providerOrderId)}/payments`,
        { headers: { authorization: auth } },
      );
      const body = (await res.json().catch(() => ({}))) as {
        items?: { id?: unknown; status?: unknown; amount?: unknown; currency?: unknown }[];
        error?: { description?: string };
      };
      if (!res.ok || !Array.isArray(body.items)) {
        throw new ProviderError(body.error?.description ?? `Razorpay answered ${res.status}`);
      }
      const captured = body.items.find((p) => p.status === "captured");
      if (
        captured &&
        typeof captured.id === "string" &&
        Number.isSafeInteger(captured.amount) &&
        typeof captured.currency === "string"
      ) {
        return {
          state: "paid",
          paymentId: captured.id,
          amountMinor: captured.amount as number,
          currency: captured.currency,
        };
      }
      const failed = body.items.length > 0 && body.items.every((p) => p.status === "failed");
      return { state: failed ? "failed" : "none" };
    },
    verifyCheckout(storedOrderId, paymentId, signature) {
      const expected = razorpayCheckoutSignature(storedOrderId, paymentId, options.keySecret);
      if (!safeEqualHex(expected, signature)) throw new WebhookSignatureError();
    },
    verifyWebhook(rawBody: string, headers: Headers): PaymentEvent | null {
      const expected = hmacSha256Hex(options.webhookSecret, rawBody);
      if (!safeEqualHex(expected, headers.get(RAZORPAY_SIGNATURE_HEADER))) {
        throw new WebhookSignatureError();
      }
      const body = parseSignedJson(rawBody);
      const type = read.string(body, "event");
      const outcome =
        type === "payment.captured" || type === "order.paid"
          ? "paid"
          : type === "payment.failed"
            ? "failed"
            : null;
      if (!outcome) return null;
      const payload = read.object(body, "payload");
      const payment = read.object(read.object(payload, "payment"), "entity");
      const orderEntity = read.optionalObject(payload, "order");
      const order = orderEntity ? read.object(orderEntity, "entity") : undefined;
      const paymentId = read.string(payment, "id");
      const eventId = headers.get(RAZORPAY_EVENT_ID_HEADER) ?? `${type}:${paymentId}`;
      return {
        eventId,
        type,
        providerOrderId: order ? read.string(order, "id") : read.string(payment, "order_id"),
        paymentId,
        amountMinor:
          type === "order.paid" && order
            ? read.integer(order, "amount_paid")
            : read.integer(payment, "amount"),
        currency: read.string(payment, "currency"),
        outcome,
        payload: body,
      };
    },
  };
}

export type RazorpayProvider = ReturnType<typeof razorpayProvider>;
