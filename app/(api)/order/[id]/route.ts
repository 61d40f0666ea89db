import { orderOfferCall } from "@/lib/billing/payments/calls";
import { orderParams, orderRequest } from "@/lib/billing/payments/legacy-schemas";
import { siteUrl } from "@/lib/site";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /order/{offer id}: status, payment_link, message (spec 3 §7; offer id = pack id). */
export const POST = route(
  { body: orderRequest, idempotent: true },
  ({ request, db, user, body, params, now }) => {
    const { id } = orderParams.parse(params);
    return orderOfferCall(db, user, id, body, { origin: siteUrl(request), now });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
