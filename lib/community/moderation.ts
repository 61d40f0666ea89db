import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { audited } from "../admin/audit";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { authorOf, consentOf, mayModerate } from "./people";
import { iso, mediaOf, postRow, SELECT_POST, type PostRow } from "./posts";
import { COMMUNITY_MESSAGES as M } from "./rules";
import type { ModerationAction, ModerationItem, PostStatus, ReportKind } from "./types";

/** Which states each decision moves a post from (decision 032). */
const POST_FROM: Record<ModerationAction, readonly PostStatus[]> = {
  approve: ["pending", "rejected", "hidden"],
  reject: ["pending", "approved", "hidden"],
  restore: ["hidden"],
};

export interface Moderation {
  kind: ReportKind;
  id: number;
  action: ModerationAction;
  reason: string;
}

/**
 * A moderator's decision, in one transaction with the row locked. Teachers: approve or reject
 * their students' pending posts and comments only. Admins: everything, audited (admin_audit_log).
 * Posts: approve → approved, reject → rejected (a reason), restore (hidden) → approved with the
 * report count reset. Comments: approve (pending) or restore (hidden, admins) → approved,
 * reject → removed (decision 040).
 */
export async function moderate(
  db: Db,
  moderator: SessionUser,
  input: Moderation,
  now: Date,
): Promise<{ status: string }> {
  const reason = input.reason.trim();
  if (input.action === "reject" && !reason)
    throw badRequest(M.reasonRequired, { reason: [M.reasonRequired] });
  if (moderator.role === "admin") {
    return audited(
      db,
      moderator,
      `community.${input.kind}.${input.action}`,
      { type: `community_${input.kind}`, id: input.id },
      now,
      async (tx) => {
        const { before, status } = await apply(tx, moderator, input, reason, now);
        return { result: { status }, before: { status: before }, after: { status }, reason };
      },
    );
  }
  return db.transaction((t) =>
    apply(t as unknown as Db, moderator, input, reason, now).then(({ status }) => ({ status })),
  );
}

/** The decision inside a transaction (the admin queue's onDecide calls it too). */
export async function apply(
  tx: Db,
  moderator: SessionUser,
  input: Moderation,
  reason: string,
  now: Date,
): Promise<{ before: string; status: string }> {
  if (input.kind === "comment") {
    if (moderator.role !== "admin" && moderator.role !== "teacher") throw forbidden(M.notModerator);
    const [row] = rowsOf<{ status: string; post_id: number; raised_by: number }>(
      await tx.execute(
        sql`select status, post_id, raised_by from post_comments where id = ${input.id} for update`,
      ),
    );
    if (!row) throw notFound(M.commentUnavailable);
    // A teacher decides on their students' held comments only; reported ones are the admins'.
    if (moderator.role !== "admin") {
      if (!(await mayModerate(tx, moderator, Number(row.raised_by))))
        throw forbidden(M.notModerator);
      if (row.status !== "pending" || input.action === "restore") throw conflict(M.notPending);
    }
    await tx.execute(sql`select 1 from community_posts where id = ${row.post_id} for update`);
    if (input.action === "reject") {
      await tx.execute(sql`delete from post_comments where id = ${input.id}`);
      if (row.status === "approved")
        await tx.execute(sql`update community_posts set comment_count = greatest(comment_count - 1, 0)
                              where id = ${row.post_id}`);
      return { before: row.status, status: "removed" };
    }
    const from = input.action === "approve" ? "pending" : "hidden";
    if (row.status !== from) throw conflict(M.notPending);
    await tx.execute(
      sql`update post_comments set status = 'approved', report_count = 0 where id = ${input.id}`,
    );
    await tx.execute(
      sql`update community_posts set comment_count = comment_count + 1 where id = ${row.post_id}`,
    );
    return { before: row.status, status: "approved" };
  }

  const [locked] = rowsOf<{ status: string }>(
    await tx.execute(sql`select status from community_posts where id = ${input.id} for update`),
  );
  const row = locked ? await postRow(tx, input.id) : null;
  if (!row) throw notFound(M.postUnavailable);
  if (!(await mayModerate(tx, moderator, Number(row.posted_by)))) throw forbidden(M.notModerator);
  const before = row.status as PostStatus;
  const allowed = moderator.role === "admin" ? POST_FROM[input.action] : (["pending"] as const);
  if (
    !allowed.includes(before as never) ||
    (moderator.role !== "admin" && input.action === "restore")
  )
    throw conflict(M.notPending);
  const status = input.action === "reject" ? "rejected" : "approved";
  await tx.execute(sql`
    update community_posts
       set status = ${status},
           reject_reason = ${input.action === "reject" ? reason : null},
           report_count = case when ${input.action === "restore"} then 0 else report_count end,
           moderated_by = ${moderator.id},
           moderated_at = ${now.toISOString()}::timestamptz
     where id = ${input.id}`);
  return { before, status };
}

function postItem(row: PostRow, viewer: SessionUser): ModerationItem {
  return {
    kind: "post",
    id: Number(row.id),
    post_id: Number(row.id),
    title: row.title,
    text: row.description,
    author: authorOf({ ...row, id: Number(row.posted_by) }, viewer),
    status: row.status as PostStatus,
    report_count: Number(row.report_count),
    media: mediaOf(row),
    created_at: iso(row.created_at),
  };
}

/** SQL: the author column `author` is a student of teacher `teacherId` (decision 032). */
const studentOf = (author: string, teacherId: number) =>
  sql`exists (select 1 from session_enrolments e join class_sessions s on s.id = e.session_id
               where e.student_id = ${sql.raw(author)} and s.teacher_id = ${teacherId}
                 and e.status <> 5)`;

/**
 * What waits for this moderator, oldest first: a teacher's students' pending posts and comments;
 * for an admin every pending post and comment, hidden (reported) posts and hidden comments.
 */
export async function listPendingForModerator(
  db: Db,
  viewer: SessionUser,
): Promise<ModerationItem[]> {
  if (viewer.role !== "admin" && viewer.role !== "teacher") throw forbidden(M.notModerator);
  const teacher = viewer.role === "teacher";
  const posts = rowsOf<PostRow>(
    await db.execute(
      teacher
        ? sql`${SELECT_POST} where p.status = 'pending' and ${studentOf("p.posted_by", viewer.id)}
              order by p.created_at, p.id limit 200`
        : sql`${SELECT_POST} where p.status in ('pending', 'hidden')
              order by p.created_at, p.id limit 200`,
    ),
  );
  const held = teacher
    ? sql`c.status = 'pending' and ${studentOf("c.raised_by", viewer.id)}`
    : sql`c.status in ('pending', 'hidden')`;
  const comments = rowsOf<{
    id: number;
    post_id: number;
    comment: string;
    title: string;
    raised_by: number;
    first_name: string;
    last_name: string;
    role: string;
    consent: boolean;
    status: string;
    report_count: number;
    created_at: Date | string;
  }>(
    await db.execute(sql`
      select c.id, c.post_id, c.comment, p.title, c.raised_by, u.first_name, u.last_name, u.role,
             ${consentOf("u")} as consent, c.status, c.report_count, c.created_at
        from post_comments c join community_posts p on p.id = c.post_id
        join users u on u.id = c.raised_by
       where ${held} order by c.created_at, c.id limit 200`),
  );
  return [
    ...posts.map((r) => postItem(r, viewer)),
    ...comments.map((c): ModerationItem => ({
      kind: "comment",
      id: Number(c.id),
      post_id: Number(c.post_id),
      title: c.title,
      text: c.comment,
      author: authorOf({ ...c, id: Number(c.raised_by) }, viewer),
      status: c.status === "pending" ? "pending" : "hidden",
      report_count: Number(c.report_count),
      media: null,
      created_at: iso(c.created_at),
    })),
  ];
}

/** A decision on a post (the teacher's page and the admin's). */
export const moderatePost = (
  db: Db,
  moderator: SessionUser,
  input: { id: number; action: ModerationAction; reason: string },
  now: Date,
) => moderate(db, moderator, { kind: "post", ...input }, now);
