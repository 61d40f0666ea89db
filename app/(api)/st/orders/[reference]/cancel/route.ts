import { z } from "zod";
import { cancelOrder } from "@/lib/billing/orders/cancel-order";
import { ORDER_MESSAGES } from "@/lib/billing/orders/messages";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /st/orders/{reference}/cancel: the owner cancels an unpaid order (a paid one: 409). */
export const POST = route(
  { access: ["student", "admin"], body: z.object({}).optional() },
  async ({ db, user, params, now }) => {
    const order = await cancelOrder(db, user, String(params.reference), now);
    return { reference: order.reference, status: order.status, message: ORDER_MESSAGES.cancelled };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
