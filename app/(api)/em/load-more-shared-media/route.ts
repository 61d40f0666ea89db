import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { loadSharedMedia } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { mediaListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** GET /em/load-more-shared-media?med_type&offset (spec 2): the teacher's media shared with students, 3 then 20. */
export const GET = route(
  { query: mediaListQuery, access: ["teacher"], errorShape: mediaCallError },
  ({ db, user, query }) => loadSharedMedia(db, user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
