import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { loadWorkshopCall } from "@/lib/trial/workshops/calls";
import { loadWorkshopRequest } from "@/lib/trial/workshops/schemas";

export const dynamic = "force-dynamic";

/** POST /load-workshop (spec 3): upcoming workshops of a course (or all) in the viewer's zone. */
export const POST = route({ body: loadWorkshopRequest }, ({ db, user, body, request, now }) =>
  loadWorkshopCall(db, user, body, viewerMoneyOfRequest(request).timeZone, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
