import { recommendedCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { courseIdRequest } from "@/lib/catalog/courses/legacy-schemas";
import { legacyViewerOf } from "@/lib/catalog/courses/request-viewer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** Other courses of the course's stream, most popular first (the spec's spelling of the path). */
export const POST = route({ body: courseIdRequest }, async ({ request, db, body }) =>
  recommendedCoursesCall(db, body.course_id, legacyViewerOf(request, body)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
