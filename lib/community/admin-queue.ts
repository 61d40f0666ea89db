import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { QueueDefinition, QueueItem } from "../admin/queue/types";
import { rowsOf } from "../db-rows";
import { apply } from "./moderation";
import { postPath } from "./posts";
import type { ModerationAction } from "./types";

interface Row {
  id: number;
  title: string;
  description: string;
  status: string;
  report_count: number;
  created_at: Date | string;
  posted_by: number;
  first_name: string;
  last_name: string;
  role: string;
  decision: string | null;
  reason: string | null;
  decided_at: Date | string | null;
}

const toDate = (v: Date | string) => new Date(v);

function item(r: Row): QueueItem {
  return {
    id: Number(r.id),
    title: r.title,
    subtitle: `${r.status === "hidden" ? `Hidden after ${r.report_count} reports` : r.status} · ${r.first_name} ${r.last_name} (${r.role})`,
    createdAt: toDate(r.created_at),
    fields: [
      ["Status", r.status],
      ["Description", r.description || "—"],
      ["Reports", String(r.report_count)],
    ],
    links: [{ label: "Open the post", href: postPath(Number(r.id)) }],
    personId: Number(r.posted_by),
    decision: r.decision
      ? {
          decision: r.decision,
          reason: r.reason ?? "",
          decidedAt: r.decided_at ? toDate(r.decided_at) : null,
        }
      : null,
  };
}

const SELECT = sql`
  select p.id, p.title, p.description, p.status, p.report_count, p.created_at, p.posted_by,
         u.first_name, u.last_name, u.role, d.decision, d.reason, d.decided_at
    from community_posts p join users u on u.id = p.posted_by
    left join queue_decisions d on d.queue = 'community-posts' and d.item_id = p.id`;

/**
 * Community posts waiting for an admin (decision 032): students' pending posts and posts hidden
 * after reports. Approve, reject (the reason is shown to the author) or restore a hidden post.
 * The queue keeps one decision per post; later reviews of the same post go through
 * /admin/community (POST /api/community/moderation, audited the same way).
 */
export const communityPostsQueue: QueueDefinition = {
  slug: "community-posts",
  title: "Community posts",
  description:
    "Students' posts waiting for approval and posts hidden after reports. Approve, reject with a reason, or restore.",
  decisions: [
    { value: "approve", label: "Approve" },
    { value: "reject", label: "Reject" },
    { value: "restore", label: "Restore (hidden post)" },
  ],
  async list(db: Db, { view, q }) {
    const open = sql`d.id is null and p.status in ('pending', 'hidden')`;
    const where =
      view === "open"
        ? open
        : view === "decided"
          ? sql`d.id is not null`
          : sql`(${open} or d.id is not null)`;
    const search = q
      ? sql` and p.title ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : sql``;
    const rows = rowsOf<Row>(
      await db.execute(
        sql`${SELECT} where ${where}${search} order by p.created_at, p.id limit 200`,
      ),
    );
    return rows.map(item);
  },
  async get(db: Db, id: number) {
    const [row] = rowsOf<Row>(await db.execute(sql`${SELECT} where p.id = ${id}`));
    return row ? item(row) : null;
  },
  async onDecide(tx, { id, decision, reason, admin, now }) {
    const done = await apply(
      tx,
      admin,
      { kind: "post", id, action: decision as ModerationAction, reason },
      reason,
      now,
    );
    return { before: { status: done.before }, after: { status: done.status } };
  },
};
