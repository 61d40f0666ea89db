import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { loadSharedMedia } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { mediaListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** GET /st/load-more-shared-media?med_type&offset (spec 2): media shared with the student, 3 then 20. */
export const GET = route(
  { query: mediaListQuery, access: ["student"], errorShape: mediaCallError },
  ({ db, user, query }) => loadSharedMedia(db, user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
