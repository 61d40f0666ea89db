import { communityError, postsAnswer } from "@/lib/community/calls";
import { listActivePosts } from "@/lib/community/posts";
import { pageQuery } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET get-active-posts?page: the signed-in user's own posts in every state; logged out, the feed. */
export const GET = route(
  { query: pageQuery, errorShape: communityError },
  async ({ db, user, query }) => postsAnswer(await listActivePosts(db, user, query.page)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
