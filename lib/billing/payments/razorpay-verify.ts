import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors";
import { confirmReturn } from "./fulfil";
import { getProvider, type ProviderDeps } from "./providers";
import { WebhookSignatureError } from "./types";

/**
 * POST /razorpay/verify (Razorpay checkout's callback): the signature is checked against the
 * Razorpay order id WE stored for our order, then the webhook's fulfilment path runs. Answers the
 * return page URL.
 */
export async function verifyRazorpayReturn(
  db: Db,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  deps: ProviderDeps,
): Promise<string> {
  const provider = getProvider("razorpay", deps);
  const [order] = await db
    .select({ reference: orders.reference, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(
      and(eq(orders.provider, "razorpay"), eq(orders.providerOrderId, input.razorpay_order_id)),
    );
  if (!order?.providerOrderId) throw notFound();
  try {
    provider.verifyCheckout(
      order.providerOrderId,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw badRequest("The payment could not be verified.");
    throw error;
  }
  await confirmReturn(
    db,
    "razorpay",
    {
      providerOrderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
    },
    deps.now,
  );
  return `${deps.origin}/checkout/return?ref=${encodeURIComponent(order.reference)}`;
}
