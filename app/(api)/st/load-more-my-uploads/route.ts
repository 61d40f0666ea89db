import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { loadMyUploads } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { mediaListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** POST /st/load-more-my-uploads?med_type&offset (spec 2): the student's own uploads, 5 then 5. */
export const POST = route(
  { query: mediaListQuery, access: ["student"], errorShape: mediaCallError },
  ({ db, user, query }) => loadMyUploads(db, user, query),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
