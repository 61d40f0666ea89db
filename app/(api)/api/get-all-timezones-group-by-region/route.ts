import { timeZonesByRegion } from "@/lib/family/lookups/time-zones";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /api/get-all-timezones-group-by-region: IANA zones by region, Kolkata labelled (IST). */
export const GET = route({}, async ({ now }) => ({ status: true, data: timeZonesByRegion(now) }));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
