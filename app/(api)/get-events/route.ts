import { eventsCall } from "@/lib/content/calls";
import { eventsQuery } from "@/lib/content/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";

export const dynamic = "force-dynamic";

/** GET /get-events (spec 3): upcoming and recent past events in the viewer's zone. Public. */
export const GET = route({ query: eventsQuery }, ({ db, request, now }) =>
  eventsCall(db, { now, zone: viewerMoneyOfRequest(request).timeZone }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
