import { getPackIdCall } from "@/lib/billing/packs/legacy-calls";
import { getPackIdQuery } from "@/lib/billing/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** GET /getPackId: the pack and its final rate (price plus GST for INR). */
export const GET = route({ query: getPackIdQuery }, async ({ db, query }) =>
  getPackIdCall(db, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
