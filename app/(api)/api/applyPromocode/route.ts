import { applyPromocodeRequest } from "@/lib/billing/legacy-schemas";
import { applyPromocodeCall } from "@/lib/billing/promo/apply-promo";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /api/applyPromocode: checks a code for the caller (and pack); nothing is redeemed yet. */
export const POST = route(
  { body: applyPromocodeRequest, access: "user" },
  async ({ db, body, user, now }) => applyPromocodeCall(db, user!, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
