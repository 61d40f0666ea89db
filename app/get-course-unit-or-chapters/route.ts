import { courseUnitsCall } from "@/lib/catalog/courses/legacy-calls";
import { courseIdRequest } from "@/lib/catalog/courses/legacy-schemas";
import { route } from "@/lib/http/route";

/** The sections of a course page, grouped by kind (courseUnitWhyUs, courseReview, ...). */
export const POST = route({ body: courseIdRequest }, async ({ db, body }) =>
  courseUnitsCall(db, body.course_id),
);
