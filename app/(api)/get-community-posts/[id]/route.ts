import { communityError } from "@/lib/community/calls";
import { getPost } from "@/lib/community/posts";
import { COMMUNITY_MESSAGES } from "@/lib/community/rules";
import type { PostAnswer } from "@/lib/community/types";
import { notFound } from "@/lib/errors";
import { parseId } from "@/lib/fields/id";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET get-community-posts/{id}: one post the viewer may see; otherwise 404. */
export const GET = route({ errorShape: communityError }, async ({ db, user, params }) => {
  const id = parseId(String(params.id ?? ""));
  if (id === null) throw notFound(COMMUNITY_MESSAGES.postUnavailable);
  const answer: PostAnswer = {
    responseCode: 200,
    status: "success",
    data: await getPost(db, id, user),
  };
  return answer;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
