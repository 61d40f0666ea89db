import Link from "next/link";
import type { CommunityPost } from "@/lib/community/types";
import { formatDateIn } from "@/lib/scheduling/date-format";
import { CommentForm } from "./comment-form";
import { LikeButton } from "./like-button";
import { PostMedia } from "./post-media";
import { ReportButton } from "./report-button";
import { StatusBadge } from "./status-badge";

/**
 * One post of the feed (or the post page when `full`): media, title, description, author, tags,
 * like toggle, latest comments with a link to all of them, a comment form and a report button.
 * Texts are rendered as text (React escapes them): HTML in a title stays inert.
 */
export function PostCard({
  post,
  signedIn,
  zone,
  full = false,
  comments,
}: {
  post: CommunityPost;
  signedIn: boolean;
  zone: string;
  full?: boolean;
  /** On the post page: every shown comment (else the post's latest ones). */
  comments?: CommunityPost["latest_comments"];
}) {
  const Heading = full ? "h1" : "h2";
  const list = comments ?? post.latest_comments;
  const sharePath = new URL(post.share_url, "http://x").pathname;
  return (
    <article
      aria-labelledby={`post-${post.id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <PostMedia media={post.media} alt={post.title} priority={full} />
      <div className="flex flex-wrap items-center gap-2">
        <Heading
          id={`post-${post.id}-title`}
          className={full ? "text-2xl font-bold" : "text-lg font-semibold"}
        >
          {full ? (
            post.title
          ) : (
            <Link href={sharePath} className="hover:underline">
              {post.title}
            </Link>
          )}
        </Heading>
        {post.status !== "approved" && <StatusBadge status={post.status} />}
      </div>
      <p className="text-sm text-slate-600">
        By {post.posted_by.name} ·{" "}
        <time dateTime={post.created_at}>{formatDateIn(new Date(post.created_at), zone)}</time>
      </p>
      {post.status === "rejected" && post.reject_reason && (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          Not approved: {post.reject_reason}
        </p>
      )}
      {post.description && (
        <p
          className={
            full
              ? "whitespace-pre-line text-slate-800"
              : "line-clamp-4 whitespace-pre-line text-slate-800"
          }
        >
          {post.description}
        </p>
      )}
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t.id}>
              <Link
                href={`/community?tag=${t.id}`}
                className="inline-flex min-h-8 items-center rounded-full bg-indigo-50 px-3 text-sm text-indigo-800 hover:bg-indigo-100"
              >
                #{t.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
        {post.status === "approved" ? (
          <LikeButton
            postId={post.id}
            count={post.likes_count}
            liked={post.is_liked}
            signedIn={signedIn && post.can_interact}
            sharePath={sharePath}
          />
        ) : (
          <span className="text-sm text-slate-600">Likes and comments open after approval.</span>
        )}
        {signedIn && post.status === "approved" && <ReportButton kind="post" id={post.id} />}
      </div>
      <section
        id={full ? "comments" : undefined}
        aria-label={`Comments on ${post.title}`}
        className="flex flex-col gap-2"
      >
        <h3 className="text-sm font-semibold text-slate-800">
          {post.comments_count} {post.comments_count === 1 ? "comment" : "comments"}
        </h3>
        {list.length > 0 && (
          <ul className="flex flex-col gap-2">
            {list.map((c) => (
              <li key={c.id} className="rounded-md bg-slate-50 p-2 text-sm">
                <p className="font-medium text-slate-900">{c.raised_by.name}</p>
                <p className="whitespace-pre-line text-slate-800">{c.comment}</p>
                {signedIn && !c.is_mine && <ReportButton kind="comment" id={c.id} />}
              </li>
            ))}
          </ul>
        )}
        {!full && post.comments_count > list.length && (
          <Link
            href={`${sharePath}#comments`}
            className="text-sm font-medium text-indigo-700 hover:underline"
          >
            All {post.comments_count} comments
          </Link>
        )}
        {signedIn && post.can_interact && <CommentForm postId={post.id} />}
      </section>
    </article>
  );
}
