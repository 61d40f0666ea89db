import { trailerVideosCall } from "@/lib/catalog/courses/legacy-calls";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** The trailer videos of a course, by plain or base64 id (custVids). */
export const GET = route({}, async ({ db, params }) => trailerVideosCall(db, String(params.id)));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
