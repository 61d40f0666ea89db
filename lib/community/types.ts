/**
 * The JSON contract of the community feed (issue 20, spec 3 §7, decision 032), for the screens and
 * the server. No server-only imports: client components may import this file.
 *
 * Ids are plain numbers as in the legacy community calls. Every text (title, description, comment,
 * names) is what the user typed: render it as text (React escapes it), never as HTML.
 */

/** Where a post stands (decision 032). */
export const POST_STATUSES = ["pending", "approved", "rejected", "hidden"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * A comment is pending (a child's or an applicant's, waits for a moderator: decision 040),
 * approved (shown) or hidden (reported too often, waits for review).
 */
export type CommentStatus = "pending" | "approved" | "hidden";

/** What can be reported. */
export type ReportKind = "post" | "comment";

/** A moderator's decision on a post (approve, reject with a reason) or a hidden item (restore). */
export type ModerationAction = "approve" | "reject" | "restore";

/** responseCode of the community calls: 200 with data; 201 'No posts available'. */
export const COMMUNITY_CODES = { ok: 200, empty: 201 } as const;

export interface Hashtag {
  id: number;
  name: string;
  is_default: boolean;
}

/** The author as the viewer may see them: a child without family consent is "First L." */
export interface CommunityAuthor {
  id: number;
  name: string;
  /** "student" | "teacher" | "admin" */
  role: string;
}

/** The medium of a post, served by the community media route (it checks the post's visibility). */
export interface CommunityMedia {
  /** 1 video, 2 picture (the media library's med_type). */
  med_type: number;
  /** Pictures: the WebP web variant; videos: the file (Range works). */
  url: string;
  /** A small WebP, or null (videos without a thumbnail). */
  thumb_url: string | null;
  mime_type: string | null;
}

export interface CommunityComment {
  id: number;
  post_id: number;
  comment: string;
  raised_by: CommunityAuthor;
  status: CommentStatus;
  /** ISO 8601 */
  created_at: string;
  /** True when the viewer wrote it. */
  is_mine: boolean;
}

export interface CommunityPost {
  id: number;
  title: string;
  description: string;
  posted_by: CommunityAuthor;
  status: PostStatus;
  /** Set when rejected (the author, their teachers and admins see it). */
  reject_reason: string | null;
  media: CommunityMedia | null;
  tags: Hashtag[];
  likes_count: number;
  comments_count: number;
  /** Whether the viewer likes it (false when logged out). */
  is_liked: boolean;
  /** The latest comments (at most LATEST_COMMENTS), newest first. */
  latest_comments: CommunityComment[];
  /** Whether the viewer may like / comment (approved and signed in). */
  can_interact: boolean;
  /** The per-post page, for sharing. */
  share_url: string;
  /** ISO 8601 */
  created_at: string;
}

/** A page in the legacy (Laravel) paginator shape; paging from 1. */
export interface Paged<T> {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  data: T[];
}

/** GET get-community-posts answer. */
export type PostsAnswer =
  | { responseCode: 200; status: "success"; data: Paged<CommunityPost> }
  | { responseCode: 201; status: "success"; message: string; data: Paged<CommunityPost> };

/** GET get-community-posts/{id} answer. */
export interface PostAnswer {
  responseCode: 200;
  status: "success";
  data: CommunityPost;
}

/** GET get-commentsby-postid/{post_id} answer (newest first, all shown comments). */
export interface CommentsAnswer {
  responseCode: 200 | 201;
  status: "success";
  data: CommunityComment[];
  message?: string;
}

/** GET get-hashtags answer. */
export interface HashtagsAnswer {
  responseCode: 200;
  status: "success";
  hashtags: Hashtag[];
  defaulttag: Hashtag | null;
}

/** POST save-community-post answer (the post as stored; pending for a student). */
export interface SavePostAnswer {
  responseCode: 200;
  status: "success";
  message: string;
  data: CommunityPost;
}

/** POST save-community-like answer. */
export interface LikeAnswer {
  responseCode: 200;
  status: "success";
  is_liked: boolean;
  likes_count: number;
}

/** A refusal: HTTP 4xx with this body. */
export interface CommunityRefusal {
  responseCode: number;
  status: "error";
  message: string;
}

/** One row of the moderation queues (a teacher's pending student posts; the admin queues). */
export interface ModerationItem {
  kind: ReportKind;
  id: number;
  /** For a comment: the post it belongs to. */
  post_id: number;
  title: string;
  text: string;
  author: CommunityAuthor;
  status: PostStatus | CommentStatus;
  report_count: number;
  media: CommunityMedia | null;
  created_at: string;
}

/** The family's public-consent flag (decision 032). */
export interface ConsentAnswer {
  responseCode: 200;
  status: "success";
  community_consent: boolean;
}

/** The canvas hand-off (spec 2): a single-use token valid CANVAS_TOKEN_TTL_S seconds. */
export interface CanvasTokenAnswer {
  responseCode: 200;
  status: "success";
  token: string;
  expires_at: string;
  redirect_url: string;
}
