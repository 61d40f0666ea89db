import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contracts, orders, promoRedemptions, refunds, walletEntries } from "@/db/schema";
import { ADMIN_MESSAGES } from "@/lib/admin/messages";
import { rowsOf } from "@/lib/db-rows";
import { AppError, conflict, notFound } from "@/lib/errors";
import type { Currency } from "../../money/currency";
import { ProviderError, type PaymentProvider } from "../payments/types";

export interface RefundInput {
  reference: string;
  /** Paid back through the provider, in minor units (0..what is left of the order's total). */
  amountMinor: number;
  /** Unused classes to take off the contract; default: all unused ones on a full refund, else 0. */
  classes?: number;
  reason: string;
  /** The admin's idempotency key: one refund per key. */
  key: string;
}

export interface RefundOutcome {
  refundId: number;
  replay: boolean;
  amountMinor: number;
  walletMinor: number;
  classesReversed: number;
  full: boolean;
  orderStatus: string;
  providerRefundId: string | null;
}

/** The order's state that a refund changes (the audit log's before / after). */
export interface RefundState {
  status: string;
  refundedMinor: number;
  refundedToWalletMinor: number;
  reversedClasses: number;
}

/** Unused classes of an order's contract: what it covers, less what its student attended of it. */
export async function unusedClasses(
  tx: Db,
  contract: { studentId: number; subjectId: number; teacherId: number | null },
  covered: number,
): Promise<number> {
  // Attended classes count against the student's contracts of that subject (and teacher) as a whole
  // (lib/classes/classes-remaining.ts): what remains of all of them caps this one's unused part.
  const rows = rowsOf<{ remaining: number }>(
    await tx.execute(sql`
      select greatest(
        (select coalesce(sum(total_classes - reversed_classes), 0) from contracts
          where student_id = ${contract.studentId} and subject_id = ${contract.subjectId}
            and teacher_id is not distinct from ${contract.teacherId})
        - (select count(*) from session_enrolments e join class_sessions c on c.id = e.session_id
            where e.student_id = ${contract.studentId} and not e.is_demo
              and e.attended_at is not null and c.subject_id = ${contract.subjectId}
              and (${contract.teacherId}::int is null or c.teacher_id = ${contract.teacherId})),
        0)::int as remaining`),
  );
  return Math.min(rows[0]?.remaining ?? 0, covered);
}

/**
 * Refunds a paid order in full or in part, all in one transaction holding the order's row lock
 * (so parallel refunds of one order run one after another):
 * - a key already used answers its refund again (idempotent: nothing is paid twice);
 * - the amount may not exceed what is left of the order's total after earlier refunds;
 * - the provider refunds the amount (the sandbox offline), with the key as its idempotency key;
 * - unused classes come off the contract; the refund that completes the order puts its wallet part
 *   back (one wallet "refund" entry per order) and gives back its promo use, and the order becomes
 *   "refunded".
 * `before`/`after` describe the order for the audit log. Call inside the caller's transaction.
 */
export async function refundOrderIn(
  tx: Db,
  provider: (name: string) => PaymentProvider,
  admin: { id: number },
  input: RefundInput,
  now: Date,
): Promise<{
  outcome: RefundOutcome;
  before: RefundState;
  after: RefundState;
  /** The pack whose classes were taken back (its student, subject and teacher), if any. */
  contract: { studentId: number; subjectId: number; teacherId: number | null } | null;
  /** Who paid the order (its family's account), and in which currency. */
  buyerId: number;
  currency: Currency;
}> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.reference, input.reference))
    .for("update");
  if (!order) throw notFound("Order not found.");
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.orderId, order.id))
    .for("update");
  const state = async (): Promise<RefundState> => {
    const [sums] = rowsOf<{ amount: number; wallet: number }>(
      await tx.execute(sql`select coalesce(sum(amount_minor), 0)::int as amount,
        coalesce(sum(wallet_minor), 0)::int as wallet from refunds where order_id = ${order.id}`),
    );
    const [o] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    const [c] = await tx
      .select({ reversed: contracts.reversedClasses })
      .from(contracts)
      .where(eq(contracts.orderId, order.id));
    return {
      status: o?.status ?? order.status,
      refundedMinor: sums?.amount ?? 0,
      refundedToWalletMinor: sums?.wallet ?? 0,
      reversedClasses: c?.reversed ?? 0,
    };
  };
  const before = await state();

  const [existing] = await tx.select().from(refunds).where(eq(refunds.key, input.key));
  if (existing) {
    if (existing.orderId !== order.id) throw conflict("That refund key belongs to another order.");
    return {
      outcome: {
        refundId: existing.id,
        replay: true,
        amountMinor: existing.amountMinor,
        walletMinor: existing.walletMinor,
        classesReversed: existing.classesReversed,
        full: before.status === "refunded",
        orderStatus: before.status,
        providerRefundId: existing.providerRefundId,
      },
      before,
      after: before,
      contract: null,
      buyerId: order.userId,
      currency: order.currency,
    };
  }

  if (order.status !== "fulfilled" && order.status !== "paid")
    throw conflict(ADMIN_MESSAGES.notPaid);
  const left = order.totalMinor - before.refundedMinor;
  if (input.amountMinor > left) throw conflict(ADMIN_MESSAGES.tooMuch);
  const full = input.amountMinor === left;

  const covered = contract ? contract.totalClasses - contract.reversedClasses : 0;
  const unused = contract ? await unusedClasses(tx, contract, covered) : 0;
  const classes = input.classes ?? (full ? unused : 0);
  if (classes > unused) throw conflict(ADMIN_MESSAGES.tooManyClasses);
  const walletMinor = full ? Math.max(order.walletMinor - order.walletShortfallMinor, 0) : 0;
  if (input.amountMinor === 0 && walletMinor === 0) throw conflict(ADMIN_MESSAGES.tooMuch);

  let providerRefundId: string | null = null;
  if (input.amountMinor > 0) {
    try {
      const done = await provider(order.provider).refund({
        paymentId: order.providerPaymentId ?? order.providerOrderId ?? order.reference,
        amountMinor: input.amountMinor,
        currency: order.currency,
        idempotencyKey: input.key,
        reference: order.reference,
      });
      providerRefundId = done.refundId;
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new AppError(502, "provider_error", ADMIN_MESSAGES.refundFailed);
      }
      throw error;
    }
  }

  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      key: input.key,
      adminId: admin.id,
      currency: order.currency,
      amountMinor: input.amountMinor,
      walletMinor,
      classesReversed: classes,
      provider: order.provider,
      providerRefundId,
      reason: input.reason,
      createdAt: now,
    })
    .returning({ id: refunds.id });
  if (classes > 0 && contract) {
    await tx
      .update(contracts)
      .set({ reversedClasses: sql`${contracts.reversedClasses} + ${classes}` })
      .where(eq(contracts.id, contract.id));
  }
  if (full) {
    if (walletMinor > 0) {
      await tx.insert(walletEntries).values({
        userId: order.userId,
        currency: order.currency,
        amountMinor: walletMinor,
        kind: "refund",
        orderId: order.id,
        note: `Refund of order ${order.reference}`,
      });
    }
    await tx.delete(promoRedemptions).where(and(eq(promoRedemptions.orderId, order.id)));
    await tx
      .update(orders)
      .set({ status: "refunded", updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
  }
  const after = await state();
  return {
    outcome: {
      refundId: row!.id,
      replay: false,
      amountMinor: input.amountMinor,
      walletMinor,
      classesReversed: classes,
      full,
      orderStatus: after.status,
      providerRefundId,
    },
    before,
    after,
    contract: contract
      ? {
          studentId: contract.studentId,
          subjectId: contract.subjectId,
          teacherId: contract.teacherId,
        }
      : null,
    buyerId: order.userId,
    currency: order.currency,
  };
}
