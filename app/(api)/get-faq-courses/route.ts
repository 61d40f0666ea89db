import { faqCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { courseIdRequest } from "@/lib/catalog/courses/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** The course's FAQs, then the general ones. */
export const POST = route({ body: courseIdRequest }, async ({ db, body }) =>
  faqCoursesCall(db, body.course_id),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
