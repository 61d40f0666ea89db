import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";
import { encodeId } from "../ids";
import { publicMediaUrl } from "./media-url";
import type {
  CampaignEntryForTeacher,
  EntryForModeration,
  EntryStatus,
  PublicEntry,
  PublicStreamingPost,
} from "./types";

interface EntryRow {
  id: number;
  slug: string;
  child_name: string;
  age: number | null;
  category: string;
  media_id: number | null;
  mime: string | null;
  med_type: number | null;
  vote_count: number;
  rating_sum: number;
  rating_count: number;
  created_at: string | Date;
  status: EntryStatus;
  family_user_id: number;
  my_rating?: number | null;
}

function toEntry(r: EntryRow): PublicEntry {
  const count = Number(r.rating_count);
  return {
    id: Number(r.id),
    publicId: encodeId(Number(r.id)),
    contestSlug: r.slug,
    childName: r.child_name,
    age: r.age === null ? null : Number(r.age),
    category: r.category,
    mediaUrl: publicMediaUrl(r.media_id, r.med_type),
    mediaMime: r.med_type !== null && Number(r.med_type) === 2 ? "image/webp" : r.mime,
    voteCount: Number(r.vote_count),
    rating: count > 0 ? Math.round((Number(r.rating_sum) / count) * 10) / 10 : null,
    ratingCount: count,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

async function entries(db: Db, where: SQL, order: SQL, extra: SQL = sql``): Promise<EntryRow[]> {
  return rowsOf<EntryRow>(
    await db.execute(sql`
      select e.id, c.slug, e.child_name, e.age, e.category, e.media_id, m.mime, m.med_type,
             e.vote_count, e.rating_sum, e.rating_count, e.created_at, e.status,
             e.family_user_id ${extra}
        from contest_entries e
        join contests c on c.id = e.contest_id
        left join media m on m.id = e.media_id
       where ${where}
       order by ${order}`),
  );
}

/** Approved entries of a contest: by votes (leaderboard), by teacher rating, or newest first. */
export async function publicEntries(
  db: Db,
  contestId: number,
  options: { order?: "votes" | "rating" | "newest"; limit?: number } = {},
): Promise<PublicEntry[]> {
  const order =
    options.order === "rating"
      ? sql`case when e.rating_count = 0 then 0 else e.rating_sum::numeric / e.rating_count end desc, e.rating_count desc, e.id`
      : options.order === "newest"
        ? sql`e.id desc`
        : sql`e.vote_count desc, e.id`;
  const rows = await entries(
    db,
    sql`e.contest_id = ${contestId} and e.status = 'approved'`,
    sql`${order} limit ${options.limit ?? 100}`,
  );
  return rows.map(toEntry);
}

/** One approved entry (null for a pending, rejected or unknown one: the same 404). */
export async function publicEntry(db: Db, entryId: number): Promise<PublicEntry | null> {
  const [row] = await entries(db, sql`e.id = ${entryId} and e.status = 'approved'`, sql`e.id`);
  return row ? toEntry(row) : null;
}

/** The live vote count of an approved entry (null: not public). One indexed read. */
export async function entryVoteCount(db: Db, entryId: number): Promise<number | null> {
  const [row] = rowsOf<{ vote_count: number }>(
    await db.execute(sql`
      select vote_count from contest_entries where id = ${entryId} and status = 'approved'`),
  );
  return row ? Number(row.vote_count) : null;
}

/** Entries waiting for moderation (oldest first), for the admin queue. */
export async function entriesToModerate(db: Db, limit = 50): Promise<EntryForModeration[]> {
  const rows = await entries(db, sql`e.status = 'pending'`, sql`e.id limit ${limit}`);
  return rows.map((r) => {
    const { voteCount: _v, ...entry } = toEntry(r);
    return { ...entry, status: r.status, familyUserId: Number(r.family_user_id) };
  });
}

/** A campaign's approved entries with this teacher's own rating, for the rating screen. */
export async function campaignEntriesForTeacher(
  db: Db,
  teacherId: number,
  contestId: number,
): Promise<CampaignEntryForTeacher[]> {
  const rows = await entries(
    db,
    sql`e.contest_id = ${contestId} and e.status = 'approved'`,
    sql`e.id desc limit 100`,
    sql`, (select r.rating from campaign_ratings r
            where r.entry_id = e.id and r.teacher_id = ${teacherId}) as my_rating`,
  );
  return rows.map((r) => ({
    ...toEntry(r),
    myRating: r.my_rating == null ? null : Number(r.my_rating),
  }));
}

/** Approved streaming posts for the stars page, newest first. The child's first name only. */
export async function approvedStreamingPosts(
  db: Db,
  options: { limit?: number } = {},
): Promise<PublicStreamingPost[]> {
  const rows = rowsOf<{
    id: number;
    first_name: string;
    student_age: number;
    title: string;
    description: string;
    category: number;
    media_id: number | null;
    mime: string | null;
    med_type: number | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select p.id, u.first_name, p.student_age, p.title, p.description, p.category, p.media_id,
             m.mime, m.med_type, p.created_at
        from streaming_posts p
        join users u on u.id = p.student_id
        left join media m on m.id = p.media_id
       where p.status = 'approved'
       order by p.id desc limit ${options.limit ?? 24}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    studentFirstName: r.first_name,
    studentAge: Number(r.student_age),
    title: r.title,
    description: r.description,
    category: Number(r.category),
    mediaUrl: publicMediaUrl(r.media_id, r.med_type),
    mediaMime: r.med_type !== null && Number(r.med_type) === 2 ? "image/webp" : r.mime,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
