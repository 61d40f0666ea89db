import { displaySurveyOptionsCall } from "@/lib/engagement/survey/calls";
import { displaySurveyOptionsRequest } from "@/lib/engagement/survey/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /ng-api/v1/display-survey-options: the same call as /display-survey-options (spec 3 allows either base). */
export const POST = route(
  { body: displaySurveyOptionsRequest, access: ["student"] },
  ({ db, body, user, now }) => displaySurveyOptionsCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
