import { availableOffersCall } from "@/lib/billing/packs/legacy-calls";
import { availableOffersRequest } from "@/lib/billing/legacy-schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /show-available-offers: offers (the offers modal). */
export const POST = route({ body: availableOffersRequest }, async ({ db, body, request }) =>
  availableOffersCall(
    db,
    viewerMoneyOfRequest(request, { cur: body.cur, tz: body.timezone ?? body.tz }).currency,
    body,
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
