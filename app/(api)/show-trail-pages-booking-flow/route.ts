import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { showFlowCall } from "@/lib/trial/flow/calls";
import { showFlowRequest } from "@/lib/trial/flow/schemas";

export const dynamic = "force-dynamic";

/** POST show-trail-pages-booking-flow: the trial flow's next step and its content (spec 3 §4). */
export const POST = route(
  { body: showFlowRequest, changesData: true },
  ({ request, db, user, body, now }) => showFlowCall(request, db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
