import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { promoCodes } from "@/db/schema/billing";
import { requireRole } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session-user";
import { conflict, notFound } from "@/lib/errors";
import type { ProviderDeps } from "../payments/providers";
import { startCheckout } from "../payments/start-checkout";
import type { ProviderName } from "../payments/types";
import { cancelOrder } from "./cancel-order";
import { getOrderForUser } from "./create-order";
import { ORDER_MESSAGES } from "./messages";
import { isUnpaid, reopenLink } from "./order-states";

export interface RetriedOrder {
  /** The order to pay: the same one when it was still open, else a fresh one. */
  reference: string;
  paymentLink: string;
  reused: boolean;
}

/**
 * "Try again" on an unpaid order, for its owner (anyone else: 404). An order still open (created,
 * before its hold ends) at a provider whose checkout page is ours is paid again there. Otherwise
 * (failed, expired, or a provider whose checkout cannot be reopened) a fresh order is made through
 * the one checkout service with the same pack, promo code and wallet use; an open order it
 * replaces is cancelled first, so its promo use and wallet part are free for the new one. The
 * promo and wallet are checked again as for any new order (an invalid promo answers 400). Paid or
 * cancelled orders answer 409.
 */
export async function retryOrder(
  db: Db,
  user: SessionUser | null,
  reference: string,
  deps: ProviderDeps,
): Promise<RetriedOrder> {
  const u = requireRole(user, "student");
  const order = await getOrderForUser(db, u, reference);
  if (order.userId !== u.id) throw notFound(ORDER_MESSAGES.notFound);
  if (order.status === "cancelled") throw conflict(ORDER_MESSAGES.retryCancelled);
  if (!isUnpaid(order.status)) throw conflict(ORDER_MESSAGES.alreadyPaid);

  const open = order.status === "created" && !!order.expiresAt && order.expiresAt > deps.now;
  const link =
    open && order.providerOrderId ? reopenLink(deps.origin, order.provider, order.reference) : null;
  if (link) return { reference: order.reference, paymentLink: link, reused: true };
  if (open) await cancelOrder(db, u, order.reference, deps.now);

  const [promo] = order.promoId
    ? await db
        .select({ code: promoCodes.code })
        .from(promoCodes)
        .where(eq(promoCodes.id, order.promoId))
    : [];
  const started = await startCheckout(
    db,
    u,
    {
      packId: order.packId,
      promoCode: promo?.code ?? null,
      useWallet: order.walletMinor > 0,
      preferred: order.provider as ProviderName,
    },
    deps,
  );
  return { reference: started.order.reference, paymentLink: started.paymentLink, reused: false };
}
