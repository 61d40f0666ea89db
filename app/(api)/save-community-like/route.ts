import { communityError } from "@/lib/community/calls";
import { toggleLike } from "@/lib/community/interact";
import { likeBody } from "@/lib/community/schemas";
import type { LikeAnswer } from "@/lib/community/types";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST save-community-like {post_id, liked_by, isStatus 1 like | 0 unlike} (no isStatus: toggle). */
export const POST = route(
  { access: "user", body: likeBody, errorShape: communityError },
  async ({ db, user, body, now }) => {
    const state = await toggleLike(
      db,
      user,
      { postId: body.post_id, likedBy: body.liked_by, want: body.isStatus },
      now,
    );
    const answer: LikeAnswer = { responseCode: 200, status: "success", ...state };
    return answer;
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
