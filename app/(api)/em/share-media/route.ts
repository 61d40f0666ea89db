import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { shareMedia } from "@/lib/media/library/calls";
import { mediaCallError } from "@/lib/media/library/error-shapes";
import { shareMediaBody } from "@/lib/media/library/schemas";

export const dynamic = "force-dynamic";

/** POST /em/share-media {med_id, user_ids} (decision 025): share a medium with exactly these students. */
export const POST = route(
  { body: shareMediaBody, access: ["teacher"], errorShape: mediaCallError },
  ({ db, user, body, now }) => shareMedia(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
