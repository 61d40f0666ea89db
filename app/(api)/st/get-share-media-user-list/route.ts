import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { studentShareList } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { shareListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** GET /st/get-share-media-user-list?med_id (spec 2): who shared the medium with the student, or whom the student's own medium is shared with. */
export const GET = route(
  { query: shareListQuery, access: ["student"], errorShape: mediaCallError },
  ({ db, user, query }) => studentShareList(db, user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
