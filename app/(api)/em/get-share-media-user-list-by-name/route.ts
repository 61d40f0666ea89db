import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { teacherShareList } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { shareListQuery } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** GET /em/get-share-media-user-list-by-name?med_id[&name] (spec 2): the teacher's students, searchable by name. */
export const GET = route(
  { query: shareListQuery, access: ["teacher"], errorShape: mediaCallError },
  ({ db, user, query }) => teacherShareList(db, user, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
