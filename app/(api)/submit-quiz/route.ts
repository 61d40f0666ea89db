import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { submitQuiz } from "@/lib/trial/quiz/quiz";
import { submitQuizRequest } from "@/lib/trial/quiz/schemas";

export const dynamic = "force-dynamic";

/**
 * POST submit-quiz {quiz_answers} (spec 3, JSON): scored on the server from the stored answers;
 * status, percentage, message. Visitors may take it; each attempt is kept.
 */
export const POST = route(
  { body: submitQuizRequest, rateLimit: ["anonymousWritePerIp"] },
  ({ db, user, body, now }) => submitQuiz(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
