import { loadAllStates } from "@/lib/family/lookups/places";
import { getAllStatesQuery } from "@/lib/family/lookups/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /api/get-all-states[?country=IN]: states for the profile form (spec 3 §7). */
export const GET = route({ query: getAllStatesQuery }, async ({ db, query }) =>
  loadAllStates(db, query.country),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
