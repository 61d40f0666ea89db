import { ageOfRequest } from "@/lib/catalog/courses/age-cookie";
import { loadCoursesCall } from "@/lib/catalog/courses/legacy-calls";
import { loadCoursesRequest } from "@/lib/catalog/courses/legacy-schemas";
import { legacyViewerOf } from "@/lib/catalog/courses/request-viewer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** Courses by stream, type and age (the age remembered by updateAgeSession when none is sent). */
export const POST = route({ body: loadCoursesRequest }, async ({ request, db, body }) =>
  loadCoursesCall(db, body, {
    ...legacyViewerOf(request, body),
    rememberedAge: ageOfRequest(request),
  }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
