import "server-only";
import type { Db } from "@/db/client";
import { getAuthDeps } from "../auth/app-deps";
import type { AppError } from "../errors";
import { mediumById } from "../media/library/items";
import { sendMedium } from "../media/library/serve";
import type { MediaStorage } from "../media/storage";
import { isRateLimited, RateLimitedError } from "../ratelimit/rate-limited";
import type { Viewer } from "./people";
import { maySeePost, postRow } from "./posts";
import { COMMUNITY_MESSAGES as M } from "./rules";
import type { CommunityPost, Paged, PostsAnswer } from "./types";

const noStore = { "cache-control": "no-store" };

/** Every community call answers a refusal as { responseCode, status: "error", message }. */
export function communityError(error: AppError): Response {
  return Response.json(
    { responseCode: error.status, status: "error", message: error.message },
    { status: error.status, headers: noStore },
  );
}

/** A page of posts: responseCode 200, or 201 'No posts available' when the page is empty. */
export function postsAnswer(page: Paged<CommunityPost>): PostsAnswer {
  return page.data.length
    ? { responseCode: 200, status: "success", data: page }
    : { responseCode: 201, status: "success", message: M.noPosts, data: page };
}

/** Spends one point of the commenter's budget (per account); spent: 429 in the community's words. */
export async function spendCommentBudget(userId: number): Promise<void> {
  try {
    await (await getAuthDeps()).limiter.consume("communityCommentPerAccount", `user:${userId}`);
  } catch (error) {
    if (isRateLimited(error)) throw new RateLimitedError(M.tooFast, error.retryAfterS);
    throw error;
  }
}

const notFoundText = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", ...noStore },
  });

/**
 * GET /community-media/{postId}[/thumb]: a post's medium for whoever may see the post (decision
 * 032: logged-out visitors only approved posts of adults or of consenting families). Pictures are
 * served as their EXIF-free web variant, never the original.
 */
export async function serveCommunityMedia(
  request: Request,
  db: Db,
  viewer: Viewer,
  storage: MediaStorage,
  segment: string,
  thumb: boolean,
): Promise<Response> {
  const postId = /^[1-9][0-9]{0,9}$/.test(segment) ? Number(segment) : null;
  const post = postId ? await postRow(db, postId) : null;
  if (!post?.media_id || !(await maySeePost(db, post, viewer))) return notFoundText();
  const medium = await mediumById(db, Number(post.media_id));
  if (!medium) return notFoundText();
  const variant = thumb ? "thumb" : Number(medium.med_type) === 2 ? "web" : "file";
  return sendMedium(request, storage, medium, variant, false);
}
