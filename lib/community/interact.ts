import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { conflict, forbidden, notFound } from "../errors";
import type { Viewer } from "./people";
import { maySeePost, postRow, SELECT_COMMENT, toComment } from "./posts";
import { COMMUNITY_MESSAGES as M, REPORTS_TO_HIDE } from "./rules";
import type { CommunityComment, ReportKind } from "./types";

/** A body's user id (raised_by, liked_by, posted_by) must be the session's own, when given. */
export function assertSelf(user: SessionUser, claimed: number | undefined): void {
  if (claimed !== undefined && claimed !== user.id) throw forbidden(M.notYou);
}

/**
 * Locks an approved post for a like or a comment (its counters change in the same transaction).
 * A post the user may see but is not approved: 409; unknown or invisible: 404.
 */
async function lockApproved(tx: Db, postId: number, user: SessionUser): Promise<void> {
  const [row] = rowsOf<{ status: string }>(
    await tx.execute(sql`select status from community_posts where id = ${postId} for update`),
  );
  if (row?.status === "approved") return;
  const full = row ? await postRow(tx, postId) : null;
  if (full && (await maySeePost(tx, full, user))) throw conflict(M.notInteractive);
  throw notFound(M.postUnavailable);
}

/** The shown comments of a post the viewer may see, newest first. */
export async function listComments(
  db: Db,
  postId: number,
  viewer: Viewer,
): Promise<CommunityComment[]> {
  const post = await postRow(db, postId);
  if (!post || !(await maySeePost(db, post, viewer))) throw notFound(M.postUnavailable);
  if (post.status !== "approved") return [];
  const rows = rowsOf<Parameters<typeof toComment>[0]>(
    await db.execute(sql`${SELECT_COMMENT}
      where c.post_id = ${postId} and c.status = 'approved'
      order by c.created_at desc, c.id desc limit 500`),
  );
  return rows.map((r) => toComment(r, viewer));
}

/** A comment on an approved post, by the session's user (the route spends the rate budget). */
export async function addComment(
  db: Db,
  user: SessionUser,
  input: { postId: number; comment: string; raisedBy?: number },
  now: Date,
): Promise<CommunityComment> {
  assertSelf(user, input.raisedBy);
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockApproved(tx, input.postId, user);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into post_comments (post_id, comment, raised_by, created_at)
        values (${input.postId}, ${input.comment}, ${user.id}, ${now.toISOString()}::timestamptz)
        returning id`),
    );
    await tx.execute(
      sql`update community_posts set comment_count = comment_count + 1 where id = ${input.postId}`,
    );
    return Number(row!.id);
  });
  const [row] = rowsOf<Parameters<typeof toComment>[0]>(
    await db.execute(sql`${SELECT_COMMENT} where c.id = ${id}`),
  );
  return toComment(row!, user);
}

/**
 * Like (true) or unlike (false) an approved post; `want` undefined toggles. One like per user and
 * post (primary key); the counter moves only when a row was really added or removed.
 */
export async function toggleLike(
  db: Db,
  user: SessionUser,
  input: { postId: number; likedBy?: number; want?: boolean },
  now: Date,
): Promise<{ is_liked: boolean; likes_count: number }> {
  assertSelf(user, input.likedBy);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockApproved(tx, input.postId, user);
    const liked =
      rowsOf(
        await tx.execute(
          sql`select 1 from post_likes where post_id = ${input.postId} and liked_by = ${user.id}`,
        ),
      ).length > 0;
    const want = input.want ?? !liked;
    if (want && !liked) {
      const added = rowsOf(
        await tx.execute(sql`
          insert into post_likes (post_id, liked_by, created_at)
          values (${input.postId}, ${user.id}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning post_id`),
      );
      if (added.length)
        await tx.execute(
          sql`update community_posts set like_count = like_count + 1 where id = ${input.postId}`,
        );
    } else if (!want && liked) {
      const removed = rowsOf(
        await tx.execute(sql`
          delete from post_likes where post_id = ${input.postId} and liked_by = ${user.id}
          returning post_id`),
      );
      if (removed.length)
        await tx.execute(
          sql`update community_posts set like_count = greatest(like_count - 1, 0)
               where id = ${input.postId}`,
        );
    }
    const [count] = rowsOf<{ like_count: number }>(
      await tx.execute(sql`select like_count from community_posts where id = ${input.postId}`),
    );
    return { is_liked: want, likes_count: Number(count!.like_count) };
  });
}

/**
 * A report of a post or comment the user can see, once per user and item (unique index). At
 * REPORTS_TO_HIDE reports the item is hidden pending review (decision 032).
 */
export async function reportItem(
  db: Db,
  user: SessionUser,
  input: { kind: ReportKind; id: number; reason: string },
  now: Date,
): Promise<{ hidden: boolean }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const postId =
      input.kind === "post"
        ? input.id
        : Number(
            rowsOf<{ post_id: number }>(
              await tx.execute(
                sql`select post_id from post_comments where id = ${input.id} and status = 'approved'
                      for update`,
              ),
            )[0]?.post_id ?? 0,
          );
    // Reports of one item are serialized: the item hides exactly once.
    if (postId)
      await tx.execute(sql`select 1 from community_posts where id = ${postId} for update`);
    const post = postId ? await postRow(tx, postId) : null;
    if (!post || post.status !== "approved" || !(await maySeePost(tx, post, user))) {
      throw notFound(input.kind === "post" ? M.postUnavailable : M.commentUnavailable);
    }
    const inserted = rowsOf(
      await tx.execute(sql`
        insert into content_reports (item_kind, item_id, reporter_id, reason, created_at)
        values (${input.kind}, ${input.id}, ${user.id}, ${input.reason},
                ${now.toISOString()}::timestamptz)
        on conflict do nothing returning id`),
    );
    if (!inserted.length) throw conflict(M.alreadyReported);
    const table = sql.raw(input.kind === "post" ? "community_posts" : "post_comments");
    const [row] = rowsOf<{ status: string }>(
      await tx.execute(sql`
        update ${table} set report_count = report_count + 1,
               status = case when report_count + 1 >= ${REPORTS_TO_HIDE} and status = 'approved'
                             then 'hidden' else status end
         where id = ${input.id} returning status`),
    );
    const hidden = row?.status === "hidden";
    if (hidden && input.kind === "comment") {
      await tx.execute(sql`update community_posts set comment_count = greatest(comment_count - 1, 0)
                            where id = ${postId}`);
    }
    return { hidden };
  });
}
