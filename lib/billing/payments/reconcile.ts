import "server-only";
import { and, gt, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema/billing";
import { log } from "@/lib/log/logger";
import { handlePaymentEvent } from "./fulfil";
import { getProvider } from "./providers";
import type { PaymentProvider } from "./types";

/** How far back the reconcile job looks for orders whose payment may have been missed. */
export const RECONCILE_LOOKBACK_HOURS = 24;

export interface ReconcileDeps {
  /** The provider an order was paid with; by default the configured one (the sandbox reads `db`). */
  provider?: (name: string) => PaymentProvider;
}

/**
 * The reconcile-payments job (decision 043): a webhook can be lost (answered 503 while the database
 * restarted, never retried by the sandbox, given up by a provider). For every order made in the
 * last RECONCILE_LOOKBACK_HOURS that is not paid yet, it asks the order's provider about the
 * payment; a payment the provider took is applied exactly as its webhook would have been
 * (`handlePaymentEvent`, event id `reconcile:{payment id}`): under the order's row lock, forward
 * only, one contract per order, so a webhook arriving after it (or a second run) changes nothing.
 * A provider that can not be asked is skipped until the next run. Answers the fulfilled orders' ids.
 */
export async function reconcilePayments(
  db: Db,
  now: Date,
  deps: ReconcileDeps = {},
): Promise<number[]> {
  const since = new Date(now.getTime() - RECONCILE_LOOKBACK_HOURS * 3_600_000);
  const open = await db
    .select({
      id: orders.id,
      provider: orders.provider,
      providerOrderId: orders.providerOrderId,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["created", "failed", "expired", "cancelled"]),
        isNotNull(orders.providerOrderId),
        gt(orders.createdAt, since),
      ),
    );
  const providerOf =
    deps.provider ?? ((name: string) => getProvider(name, { origin: "", now, db }));
  const fulfilled: number[] = [];
  for (const order of open) {
    try {
      const status = await providerOf(order.provider).paymentStatus(order.providerOrderId!);
      if (status.state !== "paid") continue;
      const result = await handlePaymentEvent(
        db,
        order.provider,
        {
          eventId: `reconcile:${status.paymentId}`,
          type: "reconcile.paid",
          providerOrderId: order.providerOrderId!,
          paymentId: status.paymentId,
          amountMinor: status.amountMinor,
          currency: status.currency,
          outcome: "paid",
        },
        now,
      );
      if (result.outcome === "fulfilled") fulfilled.push(order.id);
      if (result.outcome === "mismatch") {
        log.warn({ orderId: order.id }, "Reconcile: the provider's payment differs from the order");
      }
    } catch (error) {
      log.warn({ err: error, orderId: order.id }, "Reconcile: the provider could not be asked");
    }
  }
  if (fulfilled.length > 0) log.info({ orders: fulfilled }, "Reconciled missed payments");
  return fulfilled;
}
