import { onlineCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { onlineCoursesRequest } from "@/lib/catalog/courses/legacy-schemas";
import { legacyViewerOf } from "@/lib/catalog/courses/request-viewer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** Every online course, six per page, by category (stream) and type. */
export const POST = route({ body: onlineCoursesRequest }, async ({ request, db, body }) =>
  onlineCoursesCall(db, body, legacyViewerOf(request, { cur: body.cur, tz: body.timezone })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
