import type { z } from "zod";
import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { SURVEY_MESSAGES } from "./options";
import type {
  closeSurveyOptionsRequest,
  displaySurveyOptionsRequest,
  setSurveyRatingRequest,
} from "./schemas";
import { answerSurvey, closeSurvey, rateSurvey, showSurvey } from "./service";

// Thin legacy adapters for the three survey calls (spec 3 §7).

/** POST /set-survey-rating: reply 'true' (the legacy's bare answer). */
export async function setSurveyRatingCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof setSurveyRatingRequest>,
) {
  await rateSurvey(db, user, body);
  return Response.json(true);
}

/** POST display-survey-options: the survey as JSON (decision 027), or step 2 saved. */
export async function displaySurveyOptionsCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof displaySurveyOptionsRequest>,
  now: Date,
) {
  const sessionId = body.slot_id ?? body.survey_meeting_id;
  if (body.action_type === "submit") {
    const survey = await answerSurvey(
      db,
      user,
      { sessionId, feedback: body.feedback_val, remarks: body.remarks_val },
      now,
    );
    return answer(SURVEY_MESSAGES.saved, survey);
  }
  const survey = await showSurvey(db, user, sessionId, now);
  return answer(survey ? "" : "No survey to answer.", survey);
}

const answer = <S>(message: string, survey: S | null) => ({
  status: "success" as const,
  responseCode: 200 as const,
  message,
  show: survey !== null,
  survey,
});

/** POST close-survey-options {slot_id}: never ask again; the points earned. */
export async function closeSurveyOptionsCall(
  db: Db,
  user: SessionUser,
  body: z.output<typeof closeSurveyOptionsRequest>,
  now: Date,
) {
  const done = await closeSurvey(db, user, body.slot_id, now);
  return {
    status: "success" as const,
    responseCode: 200 as const,
    message: SURVEY_MESSAGES.closed,
    points: done.points,
    total_points: done.totalPoints,
  };
}
