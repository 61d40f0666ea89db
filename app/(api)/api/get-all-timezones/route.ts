import { listTimeZones } from "@/lib/family/lookups/time-zones";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /api/get-all-timezones: every IANA zone with its offset at the request's instant. */
export const GET = route({}, async ({ now }) => ({ status: true, data: listTimeZones(now) }));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
