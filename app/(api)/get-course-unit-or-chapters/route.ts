import { courseUnitsCall } from "@/lib/catalog/courses/legacy-calls";
import { courseIdRequest } from "@/lib/catalog/courses/legacy-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** The sections of a course page, grouped by kind (courseUnitWhyUs, courseReview, ...). */
export const POST = route({ body: courseIdRequest }, async ({ db, body }) =>
  courseUnitsCall(db, body.course_id),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
