import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { differentTimeCall } from "@/lib/trial/schedule/calls";
import { trialSlotsRequest } from "@/lib/trial/schedule/schemas";

export const dynamic = "force-dynamic";

/** POST show-different-time-slot-for-booking: weekdays and times to choose from (different_time). */
export const POST = route({ body: trialSlotsRequest }, ({ db, body, now }) =>
  differentTimeCall(db, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
