import { and, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import { orders } from "@/db/schema/billing";

/**
 * How long an open order (status "created") holds its wallet part and its promo use. Past its
 * expires_at an order holds nothing, whether or not expireStaleOrders has marked it "expired"
 * (docs/decisions/009-order-holds.md).
 */
export const ORDER_HOLD_MINUTES = 30;

/** When an order made at `now` stops holding. */
export function holdUntil(now: Date): Date {
  return new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000);
}

/** An order that holds its wallet part and promo use at `now`: open and not expired. */
export function holdsAt(now: Date): SQL {
  return and(eq(orders.status, "created"), gt(orders.expiresAt, now))!;
}

/** An order whose promo use counts at `now`: paid (also fulfilled or refunded later), or holding. */
export function usesPromoAt(now: Date): SQL {
  return or(inArray(orders.status, ["paid", "fulfilled", "refunded"]), holdsAt(now))!;
}
