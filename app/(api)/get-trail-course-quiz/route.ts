import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { courseQuiz } from "@/lib/trial/quiz/quiz";
import { courseQuizRequest } from "@/lib/trial/quiz/schemas";

export const dynamic = "force-dynamic";

/** POST get-trail-course-quiz {course_id} (spec 3): the course's quiz questions and result rows. */
export const POST = route({ body: courseQuizRequest }, ({ db, body }) =>
  courseQuiz(db, body.course_id),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
