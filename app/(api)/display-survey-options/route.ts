import { displaySurveyOptionsCall } from "@/lib/engagement/survey/calls";
import { displaySurveyOptionsRequest } from "@/lib/engagement/survey/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST display-survey-options: the survey after a class as JSON, or step 2 saved (spec 3). */
export const POST = route(
  { body: displaySurveyOptionsRequest, access: ["student"] },
  ({ db, body, user, now }) => displaySurveyOptionsCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
