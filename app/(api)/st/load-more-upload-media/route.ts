import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { loadUploadMedia } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { mediaListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** POST /st/load-more-upload-media?med_type&offset (spec 1): the student's uploads, 3 then 20. */
export const POST = route(
  { query: mediaListQuery, access: ["student"], errorShape: mediaCallError },
  ({ db, user, query }) => loadUploadMedia(db, user, query),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
