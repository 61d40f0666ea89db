import { getPopularCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { popularCoursesQuery } from "@/lib/catalog/courses/legacy-schemas";
import { legacyViewerOf } from "@/lib/catalog/courses/request-viewer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** The most popular courses, versioned: the client's current ?version= answers changed: false. */
export const GET = route({ query: popularCoursesQuery }, async ({ request, db, query }) =>
  getPopularCoursesCall(db, query.version, legacyViewerOf(request, query)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
