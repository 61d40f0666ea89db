import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { deletePromoMedia } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { deletePromoBody } from "@/lib/media/library/schemas";
import { getStorage } from "@/lib/media/storage";

export const dynamic = "force-dynamic";

/** POST /em/deletePromoMedia {media_id} (spec 1): delete one of the teacher's promotional media. */
export const POST = route(
  { body: deletePromoBody, access: ["teacher"], errorShape: mediaCallError },
  ({ db, user, body }) => deletePromoMedia(db, getStorage(), user, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
