import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "@/db/client";
import { notFound } from "@/lib/errors";
import { findOrderByReference } from "./order-lookup";
import { getProvider } from "./providers";
import { recordSandboxPayment } from "./sandbox-ledger";
import type { FetchLike } from "./types";

export interface SandboxPayDeps {
  origin: string;
  /** The request's instant: the webhook is dated with it. */
  now: Date;
  /** How the "provider" reaches our webhook: the global fetch to our own origin by default. */
  fetch?: FetchLike;
}

/**
 * The sandbox's Pay / Fail buttons. Like a real provider it sends the signed webhook to
 * /api/webhooks/sandbox (and does not care what we answer), then sends the browser to the return
 * page; a payment also carries a signed proof on the return URL (like Razorpay's handler), so the
 * return page can fulfil even when the webhook is late. Answers the URL to redirect to.
 */
export async function sandboxPay(
  db: Db,
  reference: string,
  outcome: "paid" | "failed",
  deps: SandboxPayDeps,
): Promise<string> {
  const found = await findOrderByReference(db, reference);
  const order = found?.order;
  if (!order || order.provider !== "sandbox" || !order.providerOrderId) throw notFound();
  const provider = getProvider("sandbox", { origin: deps.origin, now: deps.now });
  const ref = encodeURIComponent(order.reference);
  if (order.status !== "created" && order.status !== "failed") {
    return `${deps.origin}/checkout/return?ref=${ref}`;
  }
  // The sandbox keeps what it took before it tells us (a real provider's own records), so a
  // webhook that never arrives is made good by the reconcile job; a payment already taken for this
  // order is sent again, never taken twice.
  const taken = await recordSandboxPayment(
    db,
    order.providerOrderId,
    {
      paymentId: `pay_${randomBytes(10).toString("hex")}`,
      outcome,
      amountMinor: order.totalMinor,
      currency: order.currency,
    },
    deps.now,
  );
  const paymentId = taken.paymentId;
  const hook = provider.buildWebhook({
    outcome: taken.outcome,
    providerOrderId: order.providerOrderId,
    paymentId,
    amountMinor: taken.amountMinor,
    currency: taken.currency,
    now: deps.now,
  });
  const send = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    await send(`${deps.origin}/api/webhooks/sandbox`, {
      method: "POST",
      headers: hook.headers,
      body: hook.body,
    });
  } catch {
    // A provider's delivery can fail too; the return below (or a retry) still completes it.
  }
  if (taken.outcome === "failed") return `${deps.origin}/checkout/return?ref=${ref}&status=failed`;
  const signature = provider.signReturn(order.providerOrderId, paymentId);
  return `${deps.origin}/checkout/return?ref=${ref}&payment_id=${paymentId}&signature=${signature}`;
}
