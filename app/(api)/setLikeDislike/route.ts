import { looseParams, setLikeDislikeRequest } from "@/lib/catalog/search/legacy-schemas";
import { setTeacherReaction } from "@/lib/catalog/search/reactions";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /setLikeDislike?user_id&status: a student likes or follows a teacher (user_id is the teacher). */
export const POST = route(
  { query: looseParams, body: looseParams, access: ["student"] },
  async ({ db, user, query, body }) => {
    const input = setLikeDislikeRequest.parse({ ...query, ...body });
    const flags = await setTeacherReaction(db, user, input.user_id, input.status);
    return { status: "success", like_status: flags.liked, following: flags.following };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
