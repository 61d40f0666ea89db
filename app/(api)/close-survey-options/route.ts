import { closeSurveyOptionsCall } from "@/lib/engagement/survey/calls";
import { closeSurveyOptionsRequest } from "@/lib/engagement/survey/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST close-survey-options {slot_id}: never ask again for this class; the points earned (spec 3). */
export const POST = route(
  { body: closeSurveyOptionsRequest, access: ["student"] },
  ({ db, body, user, now }) => closeSurveyOptionsCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
