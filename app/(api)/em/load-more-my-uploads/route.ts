import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { loadMyUploads } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { mediaListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** POST /em/load-more-my-uploads?med_type&offset (spec 2): the teacher's own uploads, 5 then 5. */
export const POST = route(
  { query: mediaListQuery, access: ["teacher"], errorShape: mediaCallError },
  ({ db, user, query }) => loadMyUploads(db, user, query),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
