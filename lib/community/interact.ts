import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { findContactDetails } from "./contact-filter";
import { publishesAtOnce, type Viewer } from "./people";
import { maySeePost, postRow, SELECT_COMMENT, toComment } from "./posts";
import { COMMUNITY_MESSAGES as M, reportsToHide } from "./rules";
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

/**
 * A comment on an approved post, by the session's user (the route spends the rate budget).
 * Decision 040: a child's comment with a phone number, an e-mail address or street details is
 * refused (400, nothing stored); a child's or a teacher applicant's comment is held ("pending",
 * not counted, shown to nobody but its author) until a moderator approves it; an approved
 * teacher's or an admin's is public at once.
 */
export async function addComment(
  db: Db,
  user: SessionUser,
  input: { postId: number; comment: string; raisedBy?: number },
  now: Date,
): Promise<CommunityComment> {
  assertSelf(user, input.raisedBy);
  const atOnce = await publishesAtOnce(db, user);
  if (!atOnce && findContactDetails(input.comment)) {
    throw badRequest(M.commentContact, { comment: [M.commentContact] });
  }
  const status = atOnce ? "approved" : "pending";
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockApproved(tx, input.postId, user);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into post_comments (post_id, comment, raised_by, status, created_at)
        values (${input.postId}, ${input.comment}, ${user.id}, ${status},
                ${now.toISOString()}::timestamptz)
        returning id`),
    );
    if (atOnce)
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
 * A report of a post or comment the user can see, once per user and item (unique index). The item
 * is hidden pending review once reports come from `reportsToHide(author's role)` distinct
 * households (decisions 032, 040): several child sessions of one family count once, a teacher's
 * item needs more, an admin's is never hidden by reports.
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
    const author = sql.raw(input.kind === "post" ? "posted_by" : "raised_by");
    const [weight] = rowsOf<{ households: number; role: string }>(
      await tx.execute(sql`
        select (select count(distinct coalesce('f' || u.family_id, 'u' || u.id))::int
                  from content_reports r join users u on u.id = r.reporter_id
                 where r.item_kind = ${input.kind} and r.item_id = ${input.id}) as households,
               (select a.role from ${table} i join users a on a.id = i.${author}
                 where i.id = ${input.id}) as role`),
    );
    const hide = Number(weight?.households ?? 0) >= reportsToHide(String(weight?.role));
    const [row] = rowsOf<{ status: string }>(
      await tx.execute(sql`
        update ${table} set report_count = report_count + 1,
               status = case when ${hide} and status = 'approved' then 'hidden' else status end
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
