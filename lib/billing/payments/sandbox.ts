import { randomBytes } from "node:crypto";
import { hmacSha256Hex, parseSignedJson, safeEqualHex } from "./hmac";
import { read } from "./read-fields";
import {
  ProviderError,
  WebhookSignatureError,
  type CheckoutOrder,
  type CheckoutStart,
  type Headers,
  type PaymentEvent,
  type PaymentProvider,
} from "./types";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
export const SANDBOX_EVENT_TYPES = { paid: "payment.succeeded", failed: "payment.failed" } as const;

export interface SandboxOptions {
  secret: string;
  /** The site's origin: the checkout page lives on our own site. */
  origin: string;
  /**
   * The sandbox's record of the payments it took (sandbox-ledger.ts, in our database): what it
   * answers when asked about a payment. Without it the sandbox can not be asked.
   */
  ledger?: (providerOrderId: string) => Promise<SandboxPaymentRecord | null>;
}

/** One payment the sandbox took (or refused), as it keeps it. */
export interface SandboxPaymentRecord {
  paymentId: string;
  outcome: "paid" | "failed";
  amountMinor: number;
  currency: string;
}

/** The sandbox's id for an order: derived from our reference, so the page can find it again. */
export const sandboxOrderId = (reference: string) => `sbx_${reference}`;

/**
 * The embedded default provider: our own checkout page (/checkout/sandbox/{reference}) with Pay and
 * Fail buttons. Paying sends a webhook to /api/webhooks/sandbox signed exactly like a real provider:
 * HMAC-SHA256 over the raw body, hex, in x-sandbox-signature.
 */
export function sandboxProvider({ secret, origin, ledger }: SandboxOptions): PaymentProvider & {
  signWebhook(rawBody: string): string;
  buildWebhook(input: SandboxWebhookInput): { body: string; headers: Record<string, string> };
  signReturn(providerOrderId: string, paymentId: string): string;
  verifyReturn(providerOrderId: string, paymentId: string, signature: string | null): void;
} {
  const signWebhook = (rawBody: string) => hmacSha256Hex(secret, rawBody);
  const signReturn = (providerOrderId: string, paymentId: string) =>
    hmacSha256Hex(secret, `return|${providerOrderId}|${paymentId}`);
  return {
    name: "sandbox",
    async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
      return {
        providerOrderId: sandboxOrderId(order.reference),
        paymentLink: `${origin}/checkout/sandbox/${encodeURIComponent(order.reference)}`,
      };
    },
    verifyWebhook(rawBody: string, headers: Headers): PaymentEvent | null {
      if (!safeEqualHex(signWebhook(rawBody), headers.get(SANDBOX_SIGNATURE_HEADER))) {
        throw new WebhookSignatureError();
      }
      const body = parseSignedJson(rawBody);
      const type = read.string(body, "type");
      const outcome =
        type === SANDBOX_EVENT_TYPES.paid
          ? "paid"
          : type === SANDBOX_EVENT_TYPES.failed
            ? "failed"
            : null;
      if (!outcome) return null;
      const data = read.object(body, "data");
      return {
        eventId: read.string(body, "id"),
        type,
        providerOrderId: read.string(data, "order_id"),
        paymentId: read.optionalString(data, "payment_id"),
        amountMinor: read.integer(data, "amount"),
        currency: read.string(data, "currency"),
        outcome,
        payload: body,
      };
    },
    async refund(request) {
      // Offline: the sandbox took no real money, so its refund is immediate and derived from the
      // idempotency key (the same request always names the same refund).
      return {
        refundId: `sbx_rfnd_${hmacSha256Hex(secret, `refund|${request.idempotencyKey}`).slice(0, 24)}`,
      };
    },
    async paymentStatus(providerOrderId) {
      if (!ledger) throw new ProviderError("The sandbox's payments can not be read here.");
      const record = await ledger(providerOrderId);
      if (!record) return { state: "none" };
      if (record.outcome === "failed") return { state: "failed" };
      return {
        state: "paid",
        paymentId: record.paymentId,
        amountMinor: record.amountMinor,
        currency: record.currency,
      };
    },
    signWebhook,
    buildWebhook(input) {
      const body = JSON.stringify({
        id: input.eventId ?? `evt_${randomBytes(12).toString("hex")}`,
        type: SANDBOX_EVENT_TYPES[input.outcome],
        created: Math.floor(input.now.getTime() / 1000),
        data: {
          order_id: input.providerOrderId,
          payment_id: input.paymentId,
          amount: input.amountMinor,
          currency: input.currency,
        },
      });
      return {
        body,
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signWebhook(body),
        },
      };
    },
    signReturn,
    verifyReturn(providerOrderId, paymentId, signature) {
      if (!safeEqualHex(signReturn(providerOrderId, paymentId), signature)) {
        throw new WebhookSignatureError();
      }
    },
  };
}

export interface SandboxWebhookInput {
  eventId?: string;
  outcome: "paid" | "failed";
  providerOrderId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** When the sandbox "sends" it (the event's `created`, like a real provider's timestamp). */
  now: Date;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
