import { setSurveyRatingCall } from "@/lib/engagement/survey/calls";
import { setSurveyRatingRequest } from "@/lib/engagement/survey/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /set-survey-rating {surveyId, rating, userId}: step 1 of the class survey (spec 3). */
export const POST = route(
  { body: setSurveyRatingRequest, access: ["student"] },
  ({ db, body, user }) => setSurveyRatingCall(db, user, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
