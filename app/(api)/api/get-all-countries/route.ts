import { loadAllCountries } from "@/lib/family/lookups/places";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /api/get-all-countries: countries for the profile form (spec 3 §7). */
export const GET = route({}, async ({ db }) => loadAllCountries(db));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
