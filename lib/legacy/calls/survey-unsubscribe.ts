import { z } from "zod";
import {
  closeSurveyOptionsRequest,
  closeSurveyOptionsResponse,
  displaySurveyOptionsRequest,
  displaySurveyOptionsResponse,
  setSurveyRatingRequest,
} from "../../engagement/survey/schemas";
import {
  unsubscribeQuery,
  unsubscribeRequest,
  unsubscribeResponse,
} from "../../messaging/unsubscribe/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const ONLY_OWN =
  "Students only; a class the caller did not attend, or another student's survey, 403 and nothing stored.";

const SURVEY_CALLS_BY_PATH = {
  "display-survey-options": {
    request: displaySurveyOptionsRequest,
    response: displaySurveyOptionsResponse,
  },
  "close-survey-options": {
    request: closeSurveyOptionsRequest,
    response: closeSurveyOptionsResponse,
  },
};

/** The class survey and unsubscribe (issue 22, decision 027). */
export const SURVEY_UNSUBSCRIBE_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "set-survey-rating",
    "3 §7",
    `Step 1 of the survey: the rating 1–5 of the caller's survey (surveyId from display-survey-options; userId must be the caller). Reply true. A closed survey 409. ${ONLY_OWN}`,
    {
      handler: "app/(api)/set-survey-rating/route.ts",
      request: setSurveyRatingRequest,
      response: z.literal(true),
    },
  ),
  call(
    "POST",
    "site",
    "display-survey-options",
    "3 §7",
    `The survey after a class, as JSON instead of the legacy html (decision 027): show, survey {surveyId, slot_id, class, teacher, step 1|2|done, options}. slot_id names the class; none: the latest class attended in 7 days whose survey is not closed. action_type submit saves step 2: feedback_val required ('Please choose one option from above.'), remarks_val when the option asks for it ('Please enter the remarks.'). ${ONLY_OWN}`,
    {
      handler: "app/(api)/display-survey-options/route.ts",
      request: displaySurveyOptionsRequest,
      response: displaySurveyOptionsResponse,
    },
  ),
  call(
    "POST",
    "site",
    "close-survey-options",
    "3 §7",
    `Closes the survey of class slot_id: never asked again. An answered survey earns its points once (the points ledger, reason survey); answers points and total_points. ${ONLY_OWN}`,
    {
      handler: "app/(api)/close-survey-options/route.ts",
      request: closeSurveyOptionsRequest,
      response: closeSurveyOptionsResponse,
    },
  ),
  call(
    "POST",
    "site",
    "unsubscribe",
    "3 §7",
    "Stops marketing to the contact of the signed link's token (query or body; no login; bad token 403). The page's form needs a reason (400 'Please Select a Reason'); input, when given, must be the link's contact. RFC 8058 one-click: body List-Unsubscribe=One-Click. Marketing stops at once; OTPs and class messages still go.",
    {
      handler: "app/(api)/unsubscribe/route.ts",
      request: unsubscribeRequest,
      response: unsubscribeResponse,
    },
  ),
  call(
    "GET",
    "site",
    "unsubscribe",
    "new",
    "The List-Unsubscribe address opened in a browser (a mail client without RFC 8058): 303 to the page /unsubscribe/{token}, which asks for the reason. Never unsubscribes by itself.",
    {
      handler: "app/(api)/unsubscribe/route.ts",
      request: unsubscribeQuery,
      uncounted: "ours: the one-click address of marketing e-mail, opened in a browser",
    },
  ),
  ...(["display-survey-options", "close-survey-options"] as const).map((path) => {
    const original = SURVEY_CALLS_BY_PATH[path];
    return call("POST", "v1", path, "3 §7", `The same call as /${path}.`, {
      handler: `app/(api)/ng-api/v1/${path}/route.ts`,
      request: original.request,
      response: original.response,
      uncounted: `alias of /${path}: spec 3 allows '/${path} or {v1}/${path}'`,
    });
  }),
];
