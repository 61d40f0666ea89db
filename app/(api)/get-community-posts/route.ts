import { communityError, postsAnswer } from "@/lib/community/calls";
import { listPosts } from "@/lib/community/posts";
import { postsQuery } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET get-community-posts?page&tag_id (spec 3 §7): approved posts, 6 a page; 201 when none. */
export const GET = route(
  { query: postsQuery, errorShape: communityError },
  async ({ db, user, query }) =>
    postsAnswer(await listPosts(db, { page: query.page, tagId: query.tag_id, viewer: user })),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
