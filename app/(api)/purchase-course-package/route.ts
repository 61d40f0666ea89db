import { purchaseCall } from "@/lib/billing/payments/calls";
import { purchaseRequest } from "@/lib/billing/payments/legacy-schemas";
import { siteUrl } from "@/lib/site";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /purchase-course-package {pack_id, promo_code?, use_wallet?} (spec 3 §4, §7). */
export const POST = route(
  { body: purchaseRequest, idempotent: true },
  ({ request, db, user, body, now }) => {
    return purchaseCall(db, user, body, { origin: siteUrl(request), now });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
