import { communityError } from "@/lib/community/calls";
import { listComments } from "@/lib/community/interact";
import { COMMUNITY_MESSAGES } from "@/lib/community/rules";
import type { CommentsAnswer } from "@/lib/community/types";
import { notFound } from "@/lib/errors";
import { parseId } from "@/lib/fields/id";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET get-commentsby-postid/{post_id}: the shown comments of a post, newest first; 201 when none. */
export const GET = route({ errorShape: communityError }, async ({ db, user, params }) => {
  const id = parseId(String(params.post_id ?? ""));
  if (id === null) throw notFound(COMMUNITY_MESSAGES.postUnavailable);
  const data = await listComments(db, id, user);
  const answer: CommentsAnswer = data.length
    ? { responseCode: 200, status: "success", data }
    : { responseCode: 201, status: "success", data, message: COMMUNITY_MESSAGES.noComments };
  return answer;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
