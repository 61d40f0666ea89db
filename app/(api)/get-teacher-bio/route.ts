import { teacherBioCall } from "@/lib/catalog/courses/legacy-calls";
import { courseIdRequest } from "@/lib/catalog/courses/legacy-schemas";
import { legacyViewerOf } from "@/lib/catalog/courses/request-viewer";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** Bios of the active teachers of the course's subject. */
export const POST = route({ body: courseIdRequest }, async ({ request, db, body }) =>
  teacherBioCall(db, body.course_id, legacyViewerOf(request, body)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
