import { communityError, spendCommentBudget } from "@/lib/community/calls";
import { addComment } from "@/lib/community/interact";
import { COMMUNITY_MESSAGES as M } from "@/lib/community/rules";
import { commentBody } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST save-community-comment {post_id, comment, raised_by}: raised_by must be the session's. A
 * child's comment is held for a moderator (data.status "pending", decision 040).
 */
export const POST = route(
  { access: "user", body: commentBody, errorShape: communityError },
  async ({ db, user, body, now }) => {
    await spendCommentBudget(user.id);
    const data = await addComment(
      db,
      user,
      { postId: body.post_id, comment: body.comment, raisedBy: body.raised_by },
      now,
    );
    const message = data.status === "pending" ? M.commentPending : M.commentSaved;
    return { responseCode: 200, status: "success", message, data };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
