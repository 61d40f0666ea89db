import { z } from "zod";
import { retryOrder } from "@/lib/billing/orders/retry-order";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";
import { siteUrl } from "@/lib/site";

export const dynamic = "force-dynamic";

/**
 * POST /st/orders/{reference}/retry: pay an unpaid order again (the same order while it is open,
 * else a fresh one with its pack, promo and wallet use). Answers {reference, payment_link, reused}.
 */
export const POST = route(
  { access: ["student"], body: z.object({}).optional(), idempotent: true },
  async ({ request, db, user, params, now }) => {
    const retried = await retryOrder(db, user, String(params.reference), {
      origin: siteUrl(request),
      now,
    });
    return {
      reference: retried.reference,
      payment_link: retried.paymentLink,
      reused: retried.reused,
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
