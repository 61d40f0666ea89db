import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders } from "@/db/schema/billing";
import { requireRole } from "../../auth/access";
import type { SessionUser } from "../../auth/session-user";
import { conflict, notFound } from "../../errors";
import type { OrderRow } from "./create-order";
import { ORDER_MESSAGES } from "./messages";
import { isUnpaid } from "./order-states";

/**
 * Locks the caller's order by its reference (admins: any order), in the caller's transaction.
 * Someone else's order is 404 (its existence is not revealed).
 */
export async function lockOwnOrder(
  tx: Db,
  user: SessionUser | null,
  reference: string,
): Promise<OrderRow> {
  const u = requireRole(user, "student", "admin");
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(reference)) throw notFound(ORDER_MESSAGES.notFound);
  const byRef = eq(orders.reference, reference);
  const [order] = await tx
    .select()
    .from(orders)
    .where(u.role === "admin" ? byRef : and(byRef, eq(orders.userId, u.id)))
    .for("update");
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/**
 * The owner cancels an unpaid order (created, failed or expired). One transaction holding the
 * order's row lock (the same lock a payment takes, so a payment and a cancel never interleave): the
 * status becomes "cancelled", which ends the order's hold on its promo use and its wallet part at
 * once (both count only open orders: order-hold.ts). A paid order answers 409 and nothing changes;
 * cancelling twice answers the cancelled order.
 */
export async function cancelOrder(
  db: Db,
  user: SessionUser | null,
  reference: string,
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, user, reference);
    if (order.status === "cancelled") return order;
    if (!isUnpaid(order.status)) throw conflict(ORDER_MESSAGES.alreadyPaid);
    const [done] = await tx
      .update(orders)
      .set({ status: "cancelled", updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return done!;
  });
}
