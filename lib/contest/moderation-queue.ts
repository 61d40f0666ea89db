import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { QueueDefinition, QueueItem, QueueListInput } from "../admin/queue/types";
import { rowsOf } from "../db-rows";
import { publicMediaUrl } from "./media-url";

/**
 * The moderation queues of the contests (issue 21): talent-hunt and campaign entries, and
 * streaming posts. Nothing a child posts is public before an admin approves it; a decision sets
 * the item's status in the decision's audited transaction (lib/admin/queue/decide.ts).
 */
const LIMIT = 200;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const viewSql = (view: QueueListInput["view"], status: SQL) =>
  view === "open"
    ? sql`${status} = 'pending'`
    : view === "decided"
      ? sql`${status} <> 'pending'`
      : sql`true`;

interface EntryRow {
  id: number;
  child_name: string;
  age: number | null;
  category: string;
  kind: string;
  title: string;
  status: string;
  reject_reason: string | null;
  decided_at: string | Date | null;
  created_at: string | Date;
  family_user_id: number;
  media_id: number | null;
  med_type: number | null;
  referred_by: string | null;
}

async function entryRows(db: Db, where: SQL): Promise<EntryRow[]> {
  return rowsOf<EntryRow>(
    await db.execute(sql`
      select e.id, e.child_name, e.age, e.category, c.kind, c.title, e.status, e.reject_reason,
             e.decided_at, e.created_at, e.family_user_id, e.media_id, m.med_type, e.referred_by
        from contest_entries e
        join contests c on c.id = e.contest_id
        left join media m on m.id = e.media_id
       where ${where}
       order by e.id desc limit ${LIMIT}`),
  );
}

function entryItem(r: EntryRow): QueueItem {
  const media = publicMediaUrl(r.media_id, r.med_type);
  return {
    id: Number(r.id),
    title: r.child_name,
    subtitle: `${r.title} · ${r.category}`,
    createdAt: new Date(r.created_at),
    personId: Number(r.family_user_id),
    fields: [
      ["Contest", `${r.title} (${r.kind === "campaign" ? "campaign" : "talent hunt"})`],
      ["Age", r.age === null ? "-" : String(r.age)],
      ["Category", r.category],
      ["Referred by", r.referred_by ?? "-"],
      ["Status", r.status],
    ],
    links: media ? [{ label: "Open the entry's media", href: media }] : [],
    decision:
      r.status === "pending"
        ? null
        : {
            decision: r.status === "approved" ? "approve" : "reject",
            reason: r.reject_reason ?? "",
            decidedAt: r.decided_at ? new Date(r.decided_at) : null,
          },
  };
}

const DECISIONS = [
  { value: "approve", label: "Approve (public)" },
  { value: "reject", label: "Reject" },
] as const;

/** Contest entries waiting for approval. */
export const contestEntriesQueue: QueueDefinition = {
  slug: "contest-entries",
  title: "Contest entries",
  description:
    "Talent-hunt and campaign entries. Watch the media; approve to make the entry public, or reject with a reason.",
  decisions: DECISIONS,
  async list(db, { view, q }) {
    const rows = await entryRows(
      db,
      sql`${viewSql(view, sql`e.status`)} and (${q} = '' or e.child_name ilike ${like(q)}
            or e.category ilike ${like(q)})`,
    );
    return rows.map(entryItem);
  },
  async get(db, id) {
    const [row] = await entryRows(db, sql`e.id = ${id}`);
    return row ? entryItem(row) : null;
  },
  async onDecide(tx, { id, decision, reason, admin, now }) {
    const status = decision === "approve" ? "approved" : "rejected";
    const [before] = rowsOf<{ status: string }>(
      await tx.execute(sql`select status from contest_entries where id = ${id} for update`),
    );
    await tx.execute(sql`
      update contest_entries
         set status = ${status}, reject_reason = ${status === "rejected" ? reason : null},
             decided_at = ${now.toISOString()}::timestamptz, decided_by_id = ${admin.id}
       where id = ${id}`);
    return { before: { status: before?.status }, after: { status } };
  },
};

interface PostRow {
  id: number;
  first_name: string;
  student_age: number;
  title: string;
  description: string;
  category: number;
  status: string;
  created_at: string | Date;
  student_id: number;
  media_id: number | null;
  med_type: number | null;
}

async function postRows(db: Db, where: SQL): Promise<PostRow[]> {
  return rowsOf<PostRow>(
    await db.execute(sql`
      select p.id, u.first_name, p.student_age, p.title, p.description, p.category, p.status,
             p.created_at, p.student_id, p.media_id, m.med_type
        from streaming_posts p
        join users u on u.id = p.student_id
        left join media m on m.id = p.media_id
       where ${where}
       order by p.id desc limit ${LIMIT}`),
  );
}

function postItem(r: PostRow): QueueItem {
  const media = publicMediaUrl(r.media_id, r.med_type);
  return {
    id: Number(r.id),
    title: r.title,
    subtitle: `${r.first_name}, ${r.student_age} · category ${r.category}`,
    createdAt: new Date(r.created_at),
    personId: Number(r.student_id),
    fields: [
      ["Child", `${r.first_name} (${r.student_age})`],
      ["Category", String(r.category)],
      ["Description", r.description],
      ["Status", r.status],
    ],
    links: media ? [{ label: "Open the submission", href: media }] : [],
    decision:
      r.status === "pending"
        ? null
        : { decision: r.status === "approved" ? "approve" : "reject", reason: "", decidedAt: null },
  };
}

/** Streaming-showcase posts waiting for approval (shown on the stars page once approved). */
export const streamingPostsQueue: QueueDefinition = {
  slug: "streaming-posts",
  title: "Streaming posts",
  description: "Children's showcase submissions. Approve to show them on the stars page.",
  decisions: DECISIONS,
  async list(db, { view, q }) {
    const rows = await postRows(
      db,
      sql`${viewSql(view, sql`p.status`)} and (${q} = '' or p.title ilike ${like(q)})`,
    );
    return rows.map(postItem);
  },
  async get(db, id) {
    const [row] = await postRows(db, sql`p.id = ${id}`);
    return row ? postItem(row) : null;
  },
  async onDecide(tx, { id, decision }) {
    const status = decision === "approve" ? "approved" : "rejected";
    const [before] = rowsOf<{ status: string }>(
      await tx.execute(sql`select status from streaming_posts where id = ${id} for update`),
    );
    await tx.execute(sql`update streaming_posts set status = ${status} where id = ${id}`);
    return { before: { status: before?.status }, after: { status } };
  },
};
