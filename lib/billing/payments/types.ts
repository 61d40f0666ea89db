import type { Currency } from "@/lib/money/currency";

/** The provider names an order can carry (orders.provider). */
export const PROVIDER_NAMES = ["sandbox", "razorpay", "stripe"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What a provider needs to know about an order to take its payment. */
export interface CheckoutOrder {
  id: number;
  reference: string;
  currency: Currency;
  totalMinor: number;
  /** Shown on the provider's page. */
  description?: string;
  customer?: { name?: string; email?: string | null; mobile?: string | null };
}

export interface CheckoutStart {
  /** The provider's id for this payment (Razorpay order id, Stripe session id, sandbox id). */
  providerOrderId: string;
  /** Where the browser goes to pay. */
  paymentLink: string;
}

/** A webhook whose signature was verified, reduced to what fulfilment needs. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  providerOrderId: string;
  paymentId?: string;
  amountMinor: number;
  currency: string;
  outcome: "paid" | "failed";
  payload?: unknown;
}

export type Headers = Pick<globalThis.Headers, "get">;

/** A refund asked of a provider (issue 27): part or all of a captured payment. */
export interface RefundRequest {
  /** The provider's payment id (orders.provider_payment_id). */
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** One refund per key: a retried request must not refund twice. */
  idempotencyKey: string;
  /** Our order reference, for the provider's records. */
  reference: string;
}

export interface RefundDone {
  /** The provider's id of the refund. */
  refundId: string;
}

/**
 * What the provider knows of the payment of one of our orders (the reconcile job asks when a
 * webhook never arrived, decision 043): paid (with its amount, as a webhook would say), failed, or
 * nothing paid yet.
 */
export type PaymentStatus =
  | { state: "paid"; paymentId: string; amountMinor: number; currency: string }
  | { state: "failed" }
  | { state: "none" };

export interface PaymentProvider {
  name: ProviderName;
  createCheckout(order: CheckoutOrder): Promise<CheckoutStart>;
  /**
   * Verifies the signature over the raw body (throws WebhookSignatureError when it is wrong) and
   * reads the event. Answers null for a correctly signed event that is not about a payment outcome.
   */
  verifyWebhook(rawBody: string, headers: Headers): PaymentEvent | null;
  /** Refunds part or all of a payment; throws ProviderError when the provider refuses. */
  refund(request: RefundRequest): Promise<RefundDone>;
  /** Asks the provider about the payment of its order `providerOrderId`; throws ProviderError. */
  paymentStatus(providerOrderId: string): Promise<PaymentStatus>;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A webhook or checkout signature that does not match: answered 400, never processed. */
export class WebhookSignatureError extends Error {
  constructor(message = "Invalid signature.") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** A provider's API answered with an error. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}
