import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { notifyRefund } from "@/lib/billing/refunds/refund-notice";
import {
  refundOrderIn,
  type RefundInput,
  type RefundOutcome,
} from "@/lib/billing/refunds/refund-order";
import type { PaymentProvider } from "@/lib/billing/payments/types";
import { invalidatePublicPages, teacherTag } from "@/lib/catalog/cache-tags";
import { PG_UNIQUE, pgViolation } from "@/lib/db-errors";
import { conflict } from "@/lib/errors";
import { releaseSeatsBeyondBalance } from "@/lib/scheduling/booking/release-beyond-balance";
import { audited } from "./audit";

type Refunded = Awaited<ReturnType<typeof refundOrderIn>>;
type Released = Awaited<ReturnType<typeof releaseSeatsBeyondBalance>>;

/**
 * What a refund paid for is undone in its transaction (issue 36): the classes booked ahead that the
 * pack no longer covers are cancelled (unbooked classes go first, lib/scheduling/booking/
 * release-beyond-balance.ts), and the family is told what went back and what was cancelled.
 */
async function undoWhatItPaidFor(
  tx: Db,
  refunded: Refunded,
  input: RefundInput,
  now: Date,
): Promise<Released> {
  const { outcome, contract } = refunded;
  const released =
    contract && outcome.classesReversed > 0
      ? await releaseSeatsBeyondBalance(tx, contract, now, `Refund of order ${input.reference}`)
      : [];
  await notifyRefund(tx, refunded.buyerId, {
    reference: input.reference,
    currency: refunded.currency,
    amountMinor: outcome.amountMinor,
    walletMinor: outcome.walletMinor,
    classes: outcome.classesReversed,
    cancelled: released.length,
  });
  return released;
}

/**
 * An admin refunds an order (lib/billing/refunds): the refund, the classes it takes back, the
 * family's notices and its audit row in one transaction. A replayed key answers the first refund
 * and writes nothing.
 */
export async function refundOrder(
  db: Db,
  provider: (name: string) => PaymentProvider,
  admin: SessionUser,
  input: RefundInput,
  now: Date,
): Promise<RefundOutcome & { classesCancelled: number }> {
  let released: Released = [];
  let outcome: RefundOutcome;
  try {
    outcome = await audited(
      db,
      admin,
      "order.refund",
      { type: "order", id: input.reference },
      now,
      async (tx) => {
        const refunded = await refundOrderIn(tx, provider, admin, input, now);
        const { before, after } = refunded;
        released = refunded.outcome.replay ? [] : await undoWhatItPaidFor(tx, refunded, input, now);
        return {
          result: refunded.outcome,
          before,
          after: {
            ...after,
            refund: refunded.outcome,
            cancelledClasses: released.map((r) => r.sessionId),
          },
          reason: input.reason,
          skip: refunded.outcome.replay,
        };
      },
    );
  } catch (error) {
    // The same key raced on two different orders: the unique key keeps one.
    if (pgViolation(error, [PG_UNIQUE])?.constraint === "refunds_key_key") {
      throw conflict("That refund key was already used.");
    }
    throw error;
  }
  // Seats came free on the teachers' public timetables.
  const teachers = [...new Set(released.map((r) => r.teacherId))];
  if (teachers.length > 0) invalidatePublicPages(teachers.map((id) => teacherTag(id)));
  return { ...outcome, classesCancelled: released.length };
}
