import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, promoCodes } from "@/db/schema/billing";
import { lockWallet } from "../wallet/wallet";
import { checkPromoLimits, countRedemptions } from "./validate-promo";

type Order = typeof orders.$inferSelect;

/** Did the order still hold its promo use at `now` (open, before its expires_at)? */
function stillHolds(order: Pick<Order, "status" | "expiresAt">, now: Date): boolean {
  return order.status === "created" && order.expiresAt !== null && order.expiresAt > now;
}

/**
 * A payment for an order that no longer held its promo use (its hold ended, it failed or was
 * cancelled: in the meantime others may have taken the code's last use, or the same student used it
 * on another order) checks the code's limits again, under the promo row's lock, counting every other
 * use that counts at `now`. The provider has taken the money, so the order is fulfilled anyway; what
 * this answers is the discount (before tax) it was not entitled to, recorded as the order's promo
 * shortfall: 0 when its use still fits (decision 043). An order paid within its hold kept its use
 * all along and is not checked again. Call inside the payment's transaction, holding the order's
 * row lock; it locks the buyer's row then the promo's, the order createOrder takes them in.
 */
export async function latePromoShortfall(tx: Db, order: Order, now: Date): Promise<number> {
  if (order.promoId === null || order.discountMinor === 0) return 0;
  // Paid (or fulfilled, refunded) already: its use counted all along.
  if (order.status === "paid" || order.status === "fulfilled" || order.status === "refunded")
    return 0;
  if (stillHolds(order, now)) return 0;
  await lockWallet(tx, order.userId);
  const [promo] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.id, order.promoId))
    .for("update");
  if (!promo) return 0;
  const used = await countRedemptions(tx, promo.id, order.userId, now, order.id);
  return checkPromoLimits(promo, used) ? order.discountMinor : 0;
}
