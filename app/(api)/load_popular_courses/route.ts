import { loadPopularCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { loadPopularCoursesRequest } from "@/lib/catalog/courses/legacy-schemas";
import { legacyViewerOf } from "@/lib/catalog/courses/request-viewer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** The most popular courses of a stream (or of all). */
export const POST = route({ body: loadPopularCoursesRequest }, async ({ request, db, body }) =>
  loadPopularCoursesCall(db, body, legacyViewerOf(request, body)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
