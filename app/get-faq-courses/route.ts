import { faqCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { courseIdRequest } from "@/lib/catalog/courses/legacy-schemas";
import { route } from "@/lib/http/route";

/** The course's FAQs, then the general ones. */
export const POST = route({ body: courseIdRequest }, async ({ db, body }) =>
  faqCoursesCall(db, body.course_id),
);
