import "server-only";
import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { confirmReturn } from "./fulfil";
import { findOrderByReference, type OrderWithPack } from "./order-lookup";
import { getProvider } from "./providers";
import { WebhookSignatureError } from "./types";

export interface ReturnInput {
  ref: string;
  paymentId?: string;
  signature?: string;
}

/**
 * GET /checkout/return: when the sandbox's signed proof is present the same fulfilment path as the
 * webhook runs (so webhook + return credit once). Answers the order for its owner, else null.
 */
export async function checkoutReturn(
  db: Db,
  user: SessionUser | null,
  input: ReturnInput,
  origin: string,
  now: Date,
): Promise<{ order: OrderWithPack | null; proofRejected: boolean }> {
  const found = await findOrderByReference(db, input.ref);
  if (!found) return { order: null, proofRejected: false };
  let proofRejected = false;
  const { order } = found;
  if (order.provider === "sandbox" && order.providerOrderId && input.paymentId && input.signature) {
    try {
      getProvider("sandbox", { origin, now }).verifyReturn(
        order.providerOrderId,
        input.paymentId,
        input.signature,
      );
      await confirmReturn(
        db,
        "sandbox",
        {
          providerOrderId: order.providerOrderId,
          paymentId: input.paymentId,
        },
        now,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      proofRejected = true;
    }
  }
  if (!user || (user.id !== order.userId && user.role !== "admin")) {
    return { order: null, proofRejected };
  }
  return { order: await findOrderByReference(db, input.ref), proofRejected };
}
