import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, orders, packs, paymentEvents } from "@/db/schema";
import { assignInvoiceNumber } from "../invoice/series";
import { notifyPaymentReceipt } from "../receipts/receipt-notice";
import { latePromoShortfall } from "../promo/late-payment";
import { debitWalletForOrder } from "../wallet/wallet";
import type { PaymentEvent } from "./types";
import { log } from "@/lib/log/logger";
import { rewardReferrer } from "@/lib/growth/referral-reward";
import { confirmPaidTrialSeats } from "@/lib/trial/flow/paid";

export type FulfilOutcome =
  "fulfilled" | "failed" | "duplicate" | "already" | "mismatch" | "unknown_order" | "ignored";

export interface FulfilResult {
  outcome: FulfilOutcome;
  orderId: number | null;
  status?: (typeof orders.$inferSelect)["status"];
}

type Order = typeof orders.$inferSelect;

/**
 * Order statuses in the only direction they may move (failed may still be paid by a retry, and an
 * expired or cancelled order by a late payment: the provider took the money).
 */
const RANK: Record<Order["status"], number> = {
  created: 0,
  failed: 1,
  expired: 1,
  cancelled: 1,
  paid: 2,
  fulfilled: 3,
  refunded: 4,
};

/**
 * Applies one verified provider event, all in one transaction:
 * 1. locks the order row (FOR UPDATE), so deliveries, webhooks and the browser's return for one
 *    order are applied one after another;
 * 2. records the event in payment_events; the unique (provider, event_id) makes a repeated
 *    delivery a no-op ("duplicate");
 * 3. refuses an amount or currency that differs from the order ("mismatch", logged, no credit);
 * 4. moves the order forward only, and on payment fulfils it: the contract (one per order) and the
 *    wallet's checkout debit (one per order; never below what the wallet has at `now`).
 */
export function handlePaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  now: Date,
): Promise<FulfilResult> {
  return db.transaction(async (tx) => {
    // The order row is locked first: the event's foreign key would otherwise take a share lock on
    // it, and two deliveries upgrading their share locks to FOR UPDATE would deadlock.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.provider, provider), eq(orders.providerOrderId, event.providerOrderId)))
      .for("update");
    const logged = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        orderId: order?.id ?? null,
        type: event.type,
        outcome: "received",
        payload: (event.payload ?? null) as never,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    const eventRow = logged[0];
    if (!eventRow) return { outcome: "duplicate", orderId: order?.id ?? null };

    const record = async (result: FulfilResult) => {
      await tx
        .update(paymentEvents)
        .set({ outcome: result.outcome })
        .where(eq(paymentEvents.id, eventRow.id));
      return result;
    };
    if (!order) return record({ outcome: "unknown_order", orderId: null });

    if (event.outcome === "failed") {
      if (order.status !== "created") {
        return record({ outcome: "ignored", orderId: order.id, status: order.status });
      }
      await tx
        .update(orders)
        .set({ status: "failed", updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      return record({ outcome: "failed", orderId: order.id, status: "failed" });
    }

    if (event.amountMinor !== order.totalMinor || event.currency.toUpperCase() !== order.currency) {
      return record({ outcome: "mismatch", orderId: order.id, status: order.status });
    }
    if (RANK[order.status] >= RANK.fulfilled) {
      return record({ outcome: "already", orderId: order.id, status: order.status });
    }
    await fulfilOrder(tx, order, { paymentId: event.paymentId, now });
    return record({ outcome: "fulfilled", orderId: order.id, status: "fulfilled" });
  });
}

/**
 * Paid → fulfilled for a locked order: marks it paid, creates its contract, debits the wallet part
 * and marks it fulfilled. The provider has taken the rest, so the order is fulfilled even when the
 * wallet can no longer cover its part (a late payment of an expired order): what the wallet has is
 * debited and the rest is recorded as the order's wallet shortfall
 * (docs/decisions/009-order-holds.md). Likewise a late payment past its promo code's limit (checked
 * again under the promo's lock) records the discount as its promo shortfall (decision 043). A first payment gives an INR order its tax invoice number
 * and sends the receipt (both in this transaction).
 * Call only inside a transaction holding the order's row lock.
 */
export async function fulfilOrder(
  tx: Db,
  order: Order,
  { paymentId, now }: { paymentId?: string; now: Date },
): Promise<void> {
  // A late payment may find its promo code's limit reached meanwhile: honoured, the discount it was
  // not entitled to recorded (decision 043).
  const promoShortfall = await latePromoShortfall(tx, order, now);
  if (promoShortfall > 0) {
    log.warn(
      { orderId: order.id, promoId: order.promoId, promoShortfallMinor: promoShortfall },
      "A late payment went past its promo code's limit; the discount is recorded as owed",
    );
  }
  if (RANK[order.status] < RANK.paid) {
    await tx
      .update(orders)
      .set({
        status: "paid",
        paidAt: sql`now()`,
        providerPaymentId: paymentId ?? order.providerPaymentId,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
  }
  const [pack] = await tx
    .select({ subjectId: packs.subjectId, totalClasses: packs.totalClasses })
    .from(packs)
    .where(eq(packs.id, order.packId));
  if (!pack) throw new Error(`order ${order.id} names a missing pack`);
  const made = await tx
    .insert(contracts)
    .values({
      orderId: order.id,
      studentId: order.userId,
      teacherId: order.teacherId,
      subjectId: pack.subjectId,
      packId: order.packId,
      totalClasses: pack.totalClasses,
    })
    .onConflictDoNothing({ target: contracts.orderId })
    .returning({ id: contracts.id });
  // A trial flow's reserved seats for this pack become its classes: booking confirmations to the
  // family and the teacher, in this transaction (decision 028).
  if (made.length > 0) await confirmPaidTrialSeats(tx, order);
  // The referrer's reward, once per referred student (lib/growth, decision 023).
  await rewardReferrer(tx, order, now);
  const debit =
    order.walletMinor > 0
      ? await debitWalletForOrder(
          tx,
          {
            userId: order.userId,
            currency: order.currency,
            amountMinor: order.walletMinor,
            orderId: order.id,
            note: `Order ${order.reference}`,
          },
          now,
        )
      : { shortfallMinor: 0 };
  await tx
    .update(orders)
    .set({
      status: "fulfilled",
      walletShortfallMinor: debit.shortfallMinor,
      promoShortfallMinor: promoShortfall,
      fulfilledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  if (RANK[order.status] < RANK.paid) {
    await assignInvoiceNumber(tx, order, now);
    await notifyPaymentReceipt(tx, order.id);
  }
}

/**
 * The browser's return after a payment whose proof (a provider checkout signature) was verified by
 * the caller: the same path as the webhook, with the order's own amount (the provider fixed it).
 */
export async function confirmReturn(
  db: Db,
  provider: string,
  input: { providerOrderId: string; paymentId: string },
  now: Date,
): Promise<FulfilResult> {
  const [order] = await db
    .select({ totalMinor: orders.totalMinor, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerOrderId, input.providerOrderId)));
  if (!order) return { outcome: "unknown_order", orderId: null };
  return handlePaymentEvent(
    db,
    provider,
    {
      eventId: `return:${input.paymentId}`,
      type: "checkout.return",
      providerOrderId: input.providerOrderId,
      paymentId: input.paymentId,
      amountMinor: order.totalMinor,
      currency: order.currency,
      outcome: "paid",
    },
    now,
  );
}
