/**
 * Every rule and message of the community (spec 3 §5 and §9, decision 032) in one place. No
 * server-only imports: the post form validates with the same values.
 */

/** Posts per page of the feed (spec 3). */
export const POSTS_PER_PAGE = 6;
/** Latest comments shown under a post in the feed. */
export const LATEST_COMMENTS = 3;
/** Reports after which a post or comment is hidden pending review (decision 032). */
export const REPORTS_TO_HIDE = Number(process.env.COMMUNITY_REPORTS_TO_HIDE ?? 3) || 3;
/**
 * How many distinct households (families; an account without a family is its own) must report an
 * item before it hides (issue 43.8, decision 040): one family's several child sessions count once.
 * A teacher's item needs twice as many; an operator's (admin) item is never hidden by reports.
 */
export function reportsToHide(authorRole: string): number {
  if (authorRole === "admin") return Number.POSITIVE_INFINITY;
  return authorRole === "teacher" ? 2 * REPORTS_TO_HIDE : REPORTS_TO_HIDE;
}
/** How long a canvas hand-off token lives. */
export const CANVAS_TOKEN_TTL_S = 120;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 1000;
export const REASON_MAX = 500;

/** The spec's file rules: extensions and byte limits (spec 3 §5). */
export const COMMUNITY_FILE_RULES = {
  image: {
    medType: 2,
    extensions: ["jpg", "jpeg", "png", "gpeg", "webp", "gif"],
    mimes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
    maxBytes: 5_485_760,
  },
  video: {
    medType: 1,
    extensions: ["mpg", "mp4", "mov"],
    mimes: ["video/mpeg", "video/mp4", "video/quicktime"],
    maxBytes: 99_485_760,
  },
} as const;

export const COMMUNITY_ACCEPT = [
  ...COMMUNITY_FILE_RULES.image.extensions,
  ...COMMUNITY_FILE_RULES.video.extensions,
]
  .map((e) => `.${e}`)
  .join(",");

export const COMMUNITY_MESSAGES = {
  noFile: "Please upload either video or image.",
  badFormat: "Formate should be: jpg, png, webp, mp4 only",
  imageTooLarge: "The image may not be greater than 5,485,760 bytes.",
  videoTooLarge: "The video may not be greater than 99,485,760 bytes.",
  noTitle: "Please enter the title.",
  titleTooLong: `The title may not be greater than ${TITLE_MAX} characters.`,
  descriptionTooLong: `The description may not be greater than ${DESCRIPTION_MAX} characters.`,
  noTag: "You must check at least 1 tag",
  unknownTag: "Please choose tags from the list.",
  noComment: "Comment should be required",
  commentTooLong: `The comment may not be greater than ${COMMENT_MAX} characters.`,
  noPosts: "No posts available",
  noComments: "No comments available",
  notYou: "You can only act as yourself.",
  postUnavailable: "This post is not available.",
  commentUnavailable: "This comment is not available.",
  notInteractive: "You can like or comment only on approved posts.",
  tooFast: "You are commenting too fast. Please wait a minute.",
  reasonRequired: "Please give a reason.",
  alreadyReported: "You have already reported this.",
  reported: "Thank you. A moderator will look at it.",
  savedPending: "Your post is saved and waits for your teacher's approval.",
  savedApproved: "Your post is published.",
  savedPendingReview: "Your post is saved and will appear once our team approves it.",
  commentPending: "Thank you! Your comment will appear once it is approved.",
  commentSaved: "Comment saved.",
  commentContact:
    "Please don't share phone numbers, e-mail addresses or where you live. Remove them and try again.",
  notModerator: "You can moderate only your students' posts.",
  notPending: "This post is not waiting for review.",
  canvasBadToken: "This link has expired. Please open the community again.",
  quotaFull: "Your storage is full. Please delete some media first.",
} as const;
