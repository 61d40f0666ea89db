import { refundOrder } from "@/lib/admin/refunds";
import { refundBody } from "@/lib/admin/schemas";
import { getProvider } from "@/lib/billing/payments/providers";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /admin/api/orders/{reference}/refund: refund a paid order in full or in part through its
 * provider (the sandbox offline). The body's key makes it idempotent: a repeat answers the first.
 */
export const POST = route(
  { access: ["admin"], body: refundBody },
  async ({ db, user, body, params, now, request }) => {
    const origin = new URL(request.url).origin;
    const outcome = await refundOrder(
      db,
      (name) => getProvider(name, { origin, now }),
      user,
      {
        reference: String(params.reference),
        amountMinor: body.amount_minor,
        classes: body.classes,
        reason: body.reason,
        key: body.key,
      },
      now,
    );
    return {
      ...outcome,
      message: outcome.full ? "The order is refunded." : "Part of the order is refunded.",
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
