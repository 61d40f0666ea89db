import { commentBody, likeBody, pageQuery, postsQuery } from "../../community/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const PAGED =
  "Pages of 6 from page 1: data {current_page, per_page, total, last_page, next_page_url, prev_page_url, data: posts}; each post has its tags, counts, is_liked and its latest 3 comments. responseCode 200; 201 'No posts available' for an empty page.";
const SELF =
  "The user is the session's; a body value naming another user is refused (403 'You can only act as yourself.'), nothing stored.";

/** The community feed and the canvas hand-off (issue 20, decision 032). */
export const COMMUNITY_CALLS: LegacyCall[] = [
  call(
    "GET",
    "site",
    "get-community-posts",
    "2 §7",
    `Approved community posts (?page, ?tag_id), newest first; logged-out visitors do not see children's posts without family consent. ${PAGED}`,
    {
      handler: "app/(api)/get-community-posts/route.ts",
      request: postsQuery,
    },
  ),
  call(
    "GET",
    "site",
    "get-community-posts/{id}",
    "2 §7",
    "One post the viewer may see (pending and rejected: its author, their teachers, admins); otherwise 404 'This post is not available.'",
    {
      handler: "app/(api)/get-community-posts/[id]/route.ts",
      uncounted: "the /{id} form of get-community-posts, one call of the spec",
    },
  ),
  call(
    "GET",
    "site",
    "get-liked-community-posts",
    "2 §7",
    `The approved posts the signed-in user likes. ${PAGED}`,
    {
      handler: "app/(api)/get-liked-community-posts/route.ts",
      request: pageQuery,
    },
  ),
  call(
    "GET",
    "v1",
    "moveOnCanvasRedirection",
    "2 §7",
    "303 to click-to-redirect-canvas with a fresh single-use token (2 minutes) for the signed-in user; a visitor goes to /canvas.",
    {
      handler: "app/(api)/ng-api/v1/moveOnCanvasRedirection/route.ts",
      pageLink: true,
    },
  ),
  call(
    "POST",
    "v1",
    "get-token-on-logedin",
    "2 §7",
    "A single-use hand-off token valid 2 minutes {token, expires_at, redirect_url}; only its SHA-256 is stored.",
    {
      handler: "app/(api)/ng-api/v1/get-token-on-logedin/route.ts",
    },
  ),
  call(
    "GET",
    "v1",
    "click-to-redirect-canvas",
    "2 §7",
    "?token&redirect: spends the token once (DB-enforced) and lands its user signed in on redirect (a site path, default /canvas); an expired or used token lands signed out with ?handoff=expired.",
    {
      handler: "app/(api)/ng-api/v1/click-to-redirect-canvas/route.ts",
      pageLink: true,
    },
  ),
  call(
    "GET",
    "site",
    "get-commentsby-postid/{post_id}",
    "3 §7",
    "The shown comments of a visible post, newest first (201 'No comments available' when none); unknown or invisible post: 404.",
    {
      handler: "app/(api)/get-commentsby-postid/[post_id]/route.ts",
    },
  ),
  call(
    "POST",
    "site",
    "save-community-post",
    "3 §7",
    `Multipart title, description, posted_by, tag_ids, then media (streamed through the media library). Images jpg, jpeg, png, gpeg, webp, gif ≤ 5,485,760 bytes; videos mpg, mp4, mov ≤ 99,485,760 bytes; messages 'Please upload either video or image.', 'Formate should be: jpg, png, webp, mp4 only', 'Please enter the title.', 'You must check at least 1 tag'. A student's post is pending until their teacher or an admin approves it. ${SELF}`,
    {
      handler: "app/(api)/save-community-post/route.ts",
    },
  ),
  call("GET", "site", "get-hashtags", "3 §7", "{hashtags, defaulttag}.", {
    handler: "app/(api)/get-hashtags/route.ts",
  }),
  call(
    "GET",
    "site",
    "get-active-posts",
    "3 §7",
    `The signed-in user's own posts in every state (pending, approved, rejected with its reason, hidden); logged out: the feed. ${PAGED}`,
    {
      handler: "app/(api)/get-active-posts/route.ts",
      request: pageQuery,
    },
  ),
  call(
    "POST",
    "site",
    "save-community-comment",
    "3 §7",
    `{post_id, comment, raised_by}: 'Comment should be required'; approved posts only (pending/hidden: 409, unknown: 404); 20 a minute per account (429). A child's or teacher applicant's comment with a phone number, e-mail address or street details is refused (400, errors.comment); otherwise it is held (data.status 'pending', message 'Thank you! Your comment will appear once it is approved.') until their teacher or an admin approves it (decision 040). ${SELF}`,
    {
      handler: "app/(api)/save-community-comment/route.ts",
      request: commentBody,
    },
  ),
  call(
    "POST",
    "site",
    "save-community-like",
    "3 §7",
    `{post_id, liked_by, isStatus 1|0} (no isStatus: toggle): {is_liked, likes_count}; one like per user and post (DB). ${SELF}`,
    {
      handler: "app/(api)/save-community-like/route.ts",
      request: likeBody,
    },
  ),
];
