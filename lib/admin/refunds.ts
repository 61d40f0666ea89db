import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import {
  refundOrderIn,
  type RefundInput,
  type RefundOutcome,
} from "@/lib/billing/refunds/refund-order";
import type { PaymentProvider } from "@/lib/billing/payments/types";
import { PG_UNIQUE, pgViolation } from "@/lib/db-errors";
import { conflict } from "@/lib/errors";
import { audited } from "./audit";

/**
 * An admin refunds an order (lib/billing/refunds): the refund and its audit row in one
 * transaction. A replayed key answers the first refund and writes nothing.
 */
export async function refundOrder(
  db: Db,
  provider: (name: string) => PaymentProvider,
  admin: SessionUser,
  input: RefundInput,
  now: Date,
): Promise<RefundOutcome> {
  try {
    return await audited(
      db,
      admin,
      "order.refund",
      { type: "order", id: input.reference },
      now,
      async (tx) => {
        const { outcome, before, after } = await refundOrderIn(tx, provider, admin, input, now);
        return {
          result: outcome,
          before,
          after: { ...after, refund: outcome },
          reason: input.reason,
          skip: outcome.replay,
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
}
