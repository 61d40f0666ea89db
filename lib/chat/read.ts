import { studentNameForTeachers } from "@/lib/family/teacher-view";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";
import { avatarSrc } from "../media/avatar-src";
import { CHAT_LIMITS } from "./limits";
import { idList } from "./people";
import type { ChatMessageView, ChatPerson } from "./read-types";

/** A person as chat shows them: a student by first name only (lib/family/teacher-view.ts). */
const displayName = (r: { role: string; first_name: string; last_name: string }) =>
  r.role === "student"
    ? studentNameForTeachers(r.first_name)
    : `${r.first_name} ${r.last_name}`.trim();

export type { ChatMessageView, ChatPerson };

interface Row {
  id: number;
  sender_id: number;
  first_name: string;
  last_name: string;
  role: string;
  avatar_path: string | null;
  body: string;
  msg_type: "single" | "group";
  created_at: string | Date;
  unread: boolean;
}

/** Messages matching `where` (over alias m), oldest first, at most `limit` (the newest kept). */
export async function listMessages(
  db: Db,
  where: SQL,
  viewers: readonly number[],
  limit: number = CHAT_LIMITS.pageSize,
): Promise<ChatMessageView[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select * from (
        select m.id, m.sender_id, u.role, u.first_name, u.last_name, u.avatar_path, m.body, m.msg_type,
               m.created_at,
               exists (select 1 from chat_recipients r
                        where r.message_id = m.id and r.read_at is null) as unread
          from chat_messages m join users u on u.id = m.sender_id
         where ${where}
         order by m.id desc
         limit ${limit}
      ) t order by t.id`),
  );
  const mine = new Set(viewers);
  return rows.map((r) => ({
    id: Number(r.id),
    sender_id: Number(r.sender_id),
    sender_name: displayName(r),
    profile_pic: avatarSrc(Number(r.sender_id), r.avatar_path),
    msg_text: r.body,
    msg_type: r.msg_type,
    created_at: new Date(r.created_at).toISOString(),
    is_mine: mine.has(Number(r.sender_id)),
    is_read: !r.unread,
  }));
}

/**
 * The messages between a teacher and some students (a child, or every child of a family), over
 * alias m. Either side may be a column of an outer query (the people lists' lateral join).
 */
export function conversationWhere(teacher: number | SQL, students: readonly number[] | SQL): SQL {
  const who = Array.isArray(students) ? idList(students) : (students as SQL);
  return sql`(
    (m.sender_id = ${teacher} and exists (select 1 from chat_recipients r
        where r.message_id = m.id and r.user_id in (${who})))
    or (m.sender_id in (${who}) and exists (select 1 from chat_recipients r
        where r.message_id = m.id and r.user_id = ${teacher})))`;
}

/** Every message the viewers (a teacher, or a family's children) sent or received. */
export function visibleWhere(viewers: readonly number[]): SQL {
  const ids = idList(viewers);
  return sql`(m.sender_id in (${ids}) or exists (select 1 from chat_recipients r
      where r.message_id = m.id and r.user_id in (${ids})))`;
}

/** Unread messages received by the viewers, per sender. */
export async function unreadBySender(
  db: Db,
  viewers: readonly number[],
): Promise<Map<number, number>> {
  const rows = rowsOf<{ sender_id: number; n: number }>(
    await db.execute(sql`
      select m.sender_id, count(distinct m.id)::int as n
        from chat_recipients r join chat_messages m on m.id = r.message_id
       where r.user_id in (${idList(viewers)}) and r.read_at is null
       group by m.sender_id`),
  );
  return new Map(rows.map((r) => [Number(r.sender_id), Number(r.n)]));
}

export const totalUnread = (unread: Map<number, number>) =>
  [...unread.values()].reduce((a, b) => a + b, 0);

/** Marks read what `from` sent to the viewers; answers how many rows changed. */
export async function markRead(
  db: Db,
  viewers: readonly number[],
  from: number,
  now: Date,
): Promise<number> {
  const rows = rowsOf<{ message_id: number }>(
    await db.execute(sql`
      update chat_recipients r set read_at = ${now.toISOString()}
        from chat_messages m
       where m.id = r.message_id and m.sender_id = ${from}
         and r.user_id in (${idList(viewers)}) and r.read_at is null
      returning r.message_id`),
  );
  return rows.length;
}

/**
 * People by id with their unread count and the last message of their conversation, in one query:
 * `conversation(p)` names the conversation with person p.id (a lateral join), latest first.
 */
export async function peopleWithLast(
  db: Db,
  ids: readonly number[],
  unread: Map<number, number>,
  conversation: (person: SQL) => SQL,
): Promise<ChatPerson[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{
    id: number;
    role: string;
    first_name: string;
    last_name: string;
    avatar_path: string | null;
    body: string | null;
    created_at: string | Date | null;
  }>(
    await db.execute(sql`
      select u.id, u.role, u.first_name, u.last_name, u.avatar_path, last.body, last.created_at
        from users u
        left join lateral (
          select m.body, m.created_at from chat_messages m
           where ${conversation(sql`u.id`)}
           order by m.id desc limit 1
        ) last on true
       where u.id in (${idList(ids)})
       order by last.created_at desc nulls last, u.first_name, u.last_name, u.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: displayName(r),
    profile_pic: avatarSrc(Number(r.id), r.avatar_path),
    unread: unread.get(Number(r.id)) ?? 0,
    last_message: r.body,
    last_at: r.created_at === null ? null : new Date(r.created_at).toISOString(),
  }));
}
