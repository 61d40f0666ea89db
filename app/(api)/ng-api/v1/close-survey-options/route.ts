import { closeSurveyOptionsCall } from "@/lib/engagement/survey/calls";
import { closeSurveyOptionsRequest } from "@/lib/engagement/survey/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /ng-api/v1/close-survey-options: the same call as /close-survey-options (spec 3 allows either base). */
export const POST = route(
  { body: closeSurveyOptionsRequest, access: ["student"] },
  ({ db, body, user, now }) => closeSurveyOptionsCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
