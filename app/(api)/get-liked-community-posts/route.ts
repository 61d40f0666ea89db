import { communityError, postsAnswer } from "@/lib/community/calls";
import { listLikedPosts } from "@/lib/community/posts";
import { pageQuery } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET get-liked-community-posts?page: the approved posts the user likes; 201 when none. */
export const GET = route(
  { access: "user", query: pageQuery, errorShape: communityError },
  async ({ db, user, query }) => postsAnswer(await listLikedPosts(db, user, query.page)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
