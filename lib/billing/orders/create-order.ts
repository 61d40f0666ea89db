import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orders, promoRedemptions } from "@/db/schema/billing";
import { requireRole } from "../../auth/access";
import type { SessionUser } from "../../auth/session-user";
import { badRequest, notFound } from "../../errors";
import { computePrice, type PriceBreakdown } from "../price/compute-price";
import { rateBetween } from "../price/rates";
import { getActivePack } from "../packs/packs";
import { invalidPromoMessage } from "../promo/messages";
import { validatePromo } from "../promo/validate-promo";
import { lockWallet, walletAvailable } from "../wallet/wallet";
import { holdUntil } from "./order-hold";

export type OrderRow = typeof orders.$inferSelect;

export interface CreateOrderInput {
  user: SessionUser | null;
  packId: number;
  promoCode?: string | null;
  useWallet?: boolean;
  /** Payment provider name stored on the order (e.g. "sandbox", "razorpay", "stripe"). */
  provider: string;
  /** The request's "now" (the route's ctx.now): the hold runs ORDER_HOLD_MINUTES from it. */
  now: Date;
}

export interface CreatedOrder {
  order: OrderRow;
  breakdown: PriceBreakdown;
}

/** An unguessable public reference: "ord_" and 128 random bits in base64url. */
export function newOrderReference(): string {
  return `ord_${randomBytes(16).toString("base64url")}`;
}

/**
 * Creates an order in status "created", in one transaction: re-reads the pack, locks the buyer's
 * wallet (their user row), validates the promo for this user and pack (locking the promo row so
 * its limits hold under concurrency), computes the amounts with computePrice, inserts the order and
 * records the promo redemption. Until it expires (ORDER_HOLD_MINUTES) the open order holds its
 * wallet part, so the wallet available to the next order is the ledger less what open orders hold,
 * read under the wallet lock; the part is debited at fulfilment (debitWalletForOrder). Throws
 * 401/403 (not a student), 404 (pack), 400 (promo, with the invalid-promocode notice in the message
 * and errors.promo_code).
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreatedOrder> {
  const user = requireRole(input.user, "student", "admin");
  const now = input.now;
  return db.transaction(async (tx) => {
    const pack = await getActivePack(tx, input.packId);
    if (!pack) throw notFound("Pack not found.");
    await lockWallet(tx, user.id);

    let promo = null;
    const code = input.promoCode?.trim();
    if (code) {
      const check = await validatePromo(tx, code, {
        userId: user.id,
        now,
        pack: { courseId: pack.courseId, subjectId: pack.subjectId, currency: pack.currency },
        lock: true,
      });
      if (!check.ok) {
        const message = invalidPromoMessage(check.reason);
        throw badRequest(message, { promo_code: [message] });
      }
      promo = check.promo;
    }

    const inrRate =
      promo && promo.couponType !== 1 && pack.currency !== "INR"
        ? await rateBetween(tx, "INR", pack.currency)
        : 1;
    const breakdown = computePrice({
      priceMinor: pack.priceMinor,
      currency: pack.currency,
      promo,
      inrRate,
      walletAvailableMinor: input.useWallet
        ? await walletAvailable(tx, user.id, pack.currency, now)
        : 0,
    });

    const [order] = await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        userId: user.id,
        packId: pack.id,
        teacherId: pack.teacherId,
        currency: pack.currency,
        priceMinor: breakdown.price,
        discountMinor: breakdown.discount,
        gstMinor: breakdown.gst,
        walletMinor: breakdown.wallet,
        totalMinor: breakdown.total,
        promoId: promo?.id ?? null,
        provider: input.provider,
        expiresAt: holdUntil(now),
      })
      .returning();
    if (promo) {
      await tx
        .insert(promoRedemptions)
        .values({ promoId: promo.id, userId: user.id, orderId: order!.id });
    }
    return { order: order!, breakdown };
  });
}

/** The caller's order by its public reference (admins see any); 404 otherwise, never 403. */
export async function getOrderForUser(
  db: Db,
  user: SessionUser | null,
  reference: string,
): Promise<OrderRow> {
  const u = requireRole(user, "student", "admin");
  const where =
    u.role === "admin"
      ? eq(orders.reference, reference)
      : and(eq(orders.reference, reference), eq(orders.userId, u.id));
  const [order] = await db.select().from(orders).where(where);
  if (!order) throw notFound("Order not found.");
  return order;
}
