import { and, eq, sql } from "drizzle-orm";
import type { MetadataRoute } from "next";
import type { Db } from "@/db/client";
import { contestEntries, contests, courses, streams, teacherProfiles, users } from "@/db/schema";
import { listedTeacher } from "../catalog/approved";
import { coursePath } from "../catalog/courses-list";
import { contentSitemapEntries } from "../content/sitemap";
import { starsPath } from "../contest/rules";
import { postPath, publicFilter } from "../community/posts";
import { rowsOf } from "../db-rows";
import { encodeId } from "../ids";

/** The newest public community posts listed (a sitemap holds at most 50,000 addresses). */
const COMMUNITY_POSTS_IN_SITEMAP = 5000;

/**
 * sitemap.xml: the homepage, every public teacher page (active listed teachers: approved, profile complete, priced), every
 * published course page, every approved talent-hunt entry and its product's stars page, and the
 * latest community posts a logged-out visitor may see (approved, and a child's only with the
 * family's consent: decision 032), with when each last changed (the homepage: the latest of them,
 * else `now`), then the blog, tutorial and event pages (lib/content/sitemap.ts). Seven queries,
 * whatever the size.
 */
export async function sitemapEntries(
  db: Db,
  origin: string,
  now: Date,
): Promise<MetadataRoute.Sitemap> {
  const abs = (path: string) => new URL(path, origin).toString();
  const [teachers, published, content, entries, posts] = await Promise.all([
    db
      .select({
        id: users.id,
        updatedAt: sql<Date>`greatest(${users.updatedAt}, ${teacherProfiles.updatedAt})`.mapWith(
          teacherProfiles.updatedAt,
        ),
      })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(and(eq(users.isActive, true), eq(users.role, "teacher"), listedTeacher(users.id)))
      .orderBy(users.id),
    db
      .select({ slug: courses.slug, streamSlug: streams.slug, updatedAt: courses.updatedAt })
      .from(courses)
      .innerJoin(streams, eq(streams.id, courses.streamId))
      .where(eq(courses.isPublished, true))
      .orderBy(streams.sortOrder, courses.slug),
    contentSitemapEntries(db, abs, now),
    db
      .select({ id: contestEntries.id, slug: contests.slug, createdAt: contestEntries.createdAt })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contestId))
      .where(and(eq(contestEntries.status, "approved"), eq(contests.kind, "talent_hunt")))
      .orderBy(contestEntries.id),
    db
      .execute(
        sql`select p.id, coalesce(p.moderated_at, p.created_at) as updated_at
              from community_posts p join users u on u.id = p.posted_by
             where ${publicFilter(null)}
             order by p.created_at desc, p.id desc limit ${COMMUNITY_POSTS_IN_SITEMAP}`,
      )
      .then((r) => rowsOf<{ id: number; updated_at: Date | string }>(r)),
  ]);
  const starsUpdated = new Map<string, Date>();
  for (const e of entries) {
    const seen = starsUpdated.get(e.slug);
    if (!seen || e.createdAt > seen) starsUpdated.set(e.slug, e.createdAt);
  }
  const latest = [...teachers, ...published].reduce<Date | undefined>(
    (max, r) => (!max || r.updatedAt > max ? r.updatedAt : max),
    undefined,
  );
  return [
    { url: abs("/"), lastModified: latest ?? now, changeFrequency: "daily", priority: 1 },
    ...published.map((c) => ({
      url: abs(coursePath(c)),
      lastModified: c.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.8,
    })),
    ...teachers.map((t) => ({
      url: abs(`/teacher-profile/${encodeId(t.id)}`),
      lastModified: t.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...content,
    ...[...starsUpdated].map(([slug, lastModified]) => ({
      url: abs(starsPath(slug)),
      lastModified,
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
    ...entries.map((e) => ({
      url: abs(`/talent-hunt/entry/${encodeId(e.id)}`),
      lastModified: e.createdAt,
      changeFrequency: "daily" as const,
      priority: 0.5,
    })),
    ...posts.map((p) => ({
      url: abs(postPath(Number(p.id))),
      lastModified: new Date(p.updated_at),
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
}
