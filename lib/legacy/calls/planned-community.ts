import { plannedCalls } from "../define";

/** Community feed, blogs, tutorials, events and the canvas hand-off (specs 2 and 3): issue 20. */
export const PLANNED_COMMUNITY_CALLS = [
  ...plannedCalls(20, "2 §7", [
    ["GET", "site", "api/get-blog-data-new", "Blogs by type (data.blogdata, data.title)."],
    ["GET", "site", "api/get-blog-data", "Blogs by type (data.blogdata, data.title)."],
    ["GET", "site", "get-community-posts", "Community posts, paged (page, tag_id; also /{id})."],
    ["GET", "site", "get-liked-community-posts", "Posts the user liked."],
    ["GET", "v1", "moveOnCanvasRedirection", "Hand the logged-in user to the community side."],
    ["POST", "v1", "get-token-on-logedin", "A short-lived token for the community side."],
    ["GET", "v1", "click-to-redirect-canvas", "Back from the community side."],
  ]),
  ...plannedCalls(20, "3 §7", [
    ["GET", "site", "get-commentsby-postid/{post_id}", "Comments of a post."],
    ["POST", "site", "save-community-post", "A new post (multipart), held for approval."],
    ["GET", "site", "get-hashtags", "Hashtags and the default tag."],
    ["GET", "site", "get-active-posts", "The active posts."],
    ["GET", "site", "get-events", "Upcoming events."],
    ["POST", "site", "save-community-comment", "Comment on a post."],
    ["POST", "site", "save-community-like", "Like or unlike a post."],
    ["GET", "site", "get-all-tutorials", "Tutorials, paged (page, type)."],
  ]),
];
