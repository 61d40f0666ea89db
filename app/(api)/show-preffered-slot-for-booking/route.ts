import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { preferredSlotsCall } from "@/lib/trial/schedule/calls";
import { trialSlotsRequest } from "@/lib/trial/schedule/schemas";

export const dynamic = "force-dynamic";

/** POST show-preffered-slot-for-booking: the course's predefined weekly slots (slots). */
export const POST = route({ body: trialSlotsRequest }, ({ db, body, now }) =>
  preferredSlotsCall(db, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
