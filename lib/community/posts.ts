import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";
import { notFound } from "../errors";
import { authorOf, consentOf, mayModerate, type AuthorRow, type Viewer } from "./people";
import { paged } from "./paging";
import { COMMUNITY_MESSAGES as M, LATEST_COMMENTS, POSTS_PER_PAGE } from "./rules";
import type {
  CommunityComment,
  CommunityMedia,
  CommunityPost,
  Hashtag,
  Paged,
  PostStatus,
} from "./types";

/** Where a post's medium is served (the route checks the post's visibility, decision 032). */
export const COMMUNITY_MEDIA_URLS = {
  main: (postId: number) => `/community-media/${postId}`,
  thumb: (postId: number) => `/community-media/${postId}/thumb`,
} as const;

/** The per-post page (shared links, Open Graph). */
export const postPath = (postId: number) => `/community/post/${postId}`;

/** A post row as SELECT_POST reads it. */
export interface PostRow extends Omit<AuthorRow, "id"> {
  id: number;
  title: string;
  description: string;
  status: string;
  reject_reason: string | null;
  like_count: number | string;
  comment_count: number | string;
  report_count: number | string;
  created_at: Date | string;
  posted_by: number;
  media_id: number | null;
  med_type: number | null;
  mime: string | null;
  has_web: boolean | null;
  has_thumb: boolean | null;
}

export const SELECT_POST = sql`
  select p.id, p.title, p.description, p.status, p.reject_reason, p.like_count, p.comment_count,
         p.report_count, p.created_at, p.posted_by, u.first_name, u.last_name, u.role,
         ${consentOf("u")} as consent,
         p.media_id, m.med_type, m.mime, m.web_key is not null as has_web,
         m.thumb_key is not null as has_thumb
    from community_posts p
    join users u on u.id = p.posted_by
    left join media m on m.id = p.media_id`;

/** The approved posts a viewer may see: logged-out visitors not a child's without consent. */
export function publicFilter(viewer: Viewer): SQL {
  return viewer
    ? sql`p.status = 'approved'`
    : sql`p.status = 'approved' and (u.role <> 'student' or ${consentOf("u")})`;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

export function mediaOf(row: PostRow): CommunityMedia | null {
  if (row.media_id === null || row.med_type === null) return null;
  const id = Number(row.id);
  return {
    med_type: Number(row.med_type),
    url: COMMUNITY_MEDIA_URLS.main(id),
    thumb_url: row.has_thumb ? COMMUNITY_MEDIA_URLS.thumb(id) : null,
    mime_type: Number(row.med_type) === 2 ? "image/webp" : row.mime,
  };
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

interface CommentRow extends Omit<AuthorRow, "id"> {
  id: number;
  post_id: number;
  comment: string;
  raised_by: number;
  status: string;
  created_at: Date | string;
}

export const SELECT_COMMENT = sql`
  select c.id, c.post_id, c.comment, c.raised_by, c.status, c.created_at,
         u.first_name, u.last_name, u.role, ${consentOf("u")} as consent
    from post_comments c join users u on u.id = c.raised_by`;

export function toComment(row: CommentRow, viewer: Viewer): CommunityComment {
  return {
    id: Number(row.id),
    post_id: Number(row.post_id),
    comment: row.comment,
    raised_by: authorOf({ ...row, id: Number(row.raised_by) }, viewer),
    status: row.status === "hidden" || row.status === "pending" ? row.status : "approved",
    created_at: iso(row.created_at),
    is_mine: viewer?.id === Number(row.raised_by),
  };
}

/** Tags, latest comments and the viewer's likes of some posts, in three queries. */
export async function hydrate(db: Db, rows: PostRow[], viewer: Viewer): Promise<CommunityPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const [tagRows, commentRows, likedRows] = await Promise.all([
    db.execute(sql`
      select pt.post_id, h.id, h.name, h.is_default
        from post_tags pt join hashtags h on h.id = pt.tag_id
       where pt.post_id in (${idList(ids)}) order by h.name`),
    db.execute(sql`
      select * from (
        select c.id, c.post_id, c.comment, c.raised_by, c.status, c.created_at,
               u.first_name, u.last_name, u.role, ${consentOf("u")} as consent,
               row_number() over (partition by c.post_id order by c.created_at desc, c.id desc) as rn
          from post_comments c join users u on u.id = c.raised_by
         where c.post_id in (${idList(ids)}) and c.status = 'approved'
      ) latest
      where rn <= ${LATEST_COMMENTS}
      order by created_at desc, id desc`),
    viewer
      ? db.execute(
          sql`select post_id from post_likes where liked_by = ${viewer.id} and post_id in (${idList(ids)})`,
        )
      : Promise.resolve([]),
  ]);
  const tags = new Map<number, Hashtag[]>();
  for (const t of rowsOf<{ post_id: number; id: number; name: string; is_default: boolean }>(
    tagRows,
  )) {
    const list = tags.get(Number(t.post_id)) ?? [];
    list.push({ id: Number(t.id), name: t.name, is_default: Boolean(t.is_default) });
    tags.set(Number(t.post_id), list);
  }
  const comments = new Map<number, CommunityComment[]>();
  for (const c of rowsOf<CommentRow>(commentRows)) {
    const list = comments.get(Number(c.post_id)) ?? [];
    list.push(toComment(c, viewer));
    comments.set(Number(c.post_id), list);
  }
  const liked = new Set(rowsOf<{ post_id: number }>(likedRows).map((r) => Number(r.post_id)));
  return rows.map((row) => toPost(row, viewer, tags, comments, liked));
}

function toPost(
  row: PostRow,
  viewer: Viewer,
  tags: Map<number, Hashtag[]>,
  comments: Map<number, CommunityComment[]>,
  liked: Set<number>,
): CommunityPost {
  const id = Number(row.id);
  const status = row.status as PostStatus;
  const seesReason = viewer !== null && status === "rejected";
  return {
    id,
    title: row.title,
    description: row.description,
    posted_by: authorOf({ ...row, id: Number(row.posted_by) }, viewer),
    status,
    reject_reason: seesReason ? row.reject_reason : null,
    media: mediaOf(row),
    tags: tags.get(id) ?? [],
    likes_count: Number(row.like_count),
    comments_count: Number(row.comment_count),
    is_liked: liked.has(id),
    latest_comments: status === "approved" ? (comments.get(id) ?? []) : [],
    can_interact: viewer !== null && status === "approved",
    share_url: postPath(id),
    created_at: iso(row.created_at),
  };
}

async function pageOf(
  db: Db,
  viewer: Viewer,
  where: SQL,
  page: number,
  base: string,
  join: SQL = sql``,
): Promise<Paged<CommunityPost>> {
  const offset = (page - 1) * POSTS_PER_PAGE;
  const [rowsResult, countResult] = await Promise.all([
    db.execute(sql`${SELECT_POST} ${join} where ${where}
                   order by p.created_at desc, p.id desc
                   limit ${POSTS_PER_PAGE} offset ${offset}`),
    // Signed in, the filter needs no author columns: the count reads the posts alone.
    db.execute(sql`select count(*)::int as n from community_posts p
                     ${viewer ? sql`` : sql`join users u on u.id = p.posted_by`} ${join}
                    where ${where}`),
  ]);
  const total = Number(rowsOf<{ n: number }>(countResult)[0]?.n ?? 0);
  const data = await hydrate(db, rowsOf<PostRow>(rowsResult), viewer);
  return paged(data, page, POSTS_PER_PAGE, total, base);
}

/** The feed: approved posts the viewer may see, newest first, 6 a page, optionally of one tag. */
export function listPosts(
  db: Db,
  input: { page: number; tagId?: number; viewer: Viewer },
): Promise<Paged<CommunityPost>> {
  const where = input.tagId
    ? sql`${publicFilter(input.viewer)} and exists (select 1 from post_tags t
            where t.post_id = p.id and t.tag_id = ${input.tagId})`
    : publicFilter(input.viewer);
  const base = input.tagId ? `/get-community-posts?tag_id=${input.tagId}` : "/get-community-posts";
  return pageOf(db, input.viewer, where, input.page, base);
}

/** The approved posts the signed-in user likes, newest post first. */
export function listLikedPosts(
  db: Db,
  viewer: NonNullable<Viewer>,
  page: number,
): Promise<Paged<CommunityPost>> {
  return pageOf(
    db,
    viewer,
    sql`${publicFilter(viewer)} and exists (select 1 from post_likes l
          where l.post_id = p.id and l.liked_by = ${viewer.id})`,
    page,
    "/get-liked-community-posts",
  );
}

/**
 * The viewer's own posts in every state (pending, approved, rejected, hidden), newest first:
 * "my posts" with their moderation status. Logged-out: the approved feed.
 */
export function listActivePosts(
  db: Db,
  viewer: Viewer,
  page: number,
): Promise<Paged<CommunityPost>> {
  if (!viewer) return listPosts(db, { page, viewer });
  return pageOf(db, viewer, sql`p.posted_by = ${viewer.id}`, page, "/get-active-posts");
}

/** May this viewer see this post (decision 032)? */
export async function maySeePost(db: Db, row: PostRow, viewer: Viewer): Promise<boolean> {
  if (row.status === "approved") {
    return viewer !== null || row.role !== "student" || Boolean(row.consent);
  }
  if (!viewer) return false;
  if (viewer.id === Number(row.posted_by) || viewer.role === "admin") return true;
  return row.status !== "hidden" && (await mayModerate(db, viewer, Number(row.posted_by)));
}

export async function postRow(db: Db, id: number): Promise<PostRow | null> {
  const [row] = rowsOf<PostRow>(await db.execute(sql`${SELECT_POST} where p.id = ${id}`));
  return row ?? null;
}

/** One post as the viewer may see it; anything else is the same 404 as an unknown post. */
export async function getPost(db: Db, id: number, viewer: Viewer): Promise<CommunityPost> {
  const row = await postRow(db, id);
  if (!row || !(await maySeePost(db, row, viewer))) throw notFound(M.postUnavailable);
  const [post] = await hydrate(db, [row], viewer);
  return post!;
}

/** The hashtags (by name) and the default one. */
export async function listHashtags(
  db: Db,
): Promise<{ hashtags: Hashtag[]; defaulttag: Hashtag | null }> {
  const rows = rowsOf<{ id: number; name: string; is_default: boolean }>(
    await db.execute(sql`select id, name, is_default from hashtags order by is_default desc, name`),
  );
  const hashtags = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    is_default: Boolean(r.is_default),
  }));
  return { hashtags, defaulttag: hashtags.find((h) => h.is_default) ?? null };
}
