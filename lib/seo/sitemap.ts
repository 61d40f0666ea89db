import { and, eq, sql } from "drizzle-orm";
import type { MetadataRoute } from "next";
import type { Db } from "@/db/client";
import { courses, streams, teacherProfiles, users } from "@/db/schema";
import { coursePath } from "../catalog/courses-list";
import { encodeId } from "../ids";

/**
 * sitemap.xml: the homepage, every public teacher page (active teachers with a profile) and every
 * published course page, with when each last changed (the homepage: the latest of them, else `now`).
 * Two queries, whatever the catalog's size.
 */
export async function sitemapEntries(
  db: Db,
  origin: string,
  now: Date,
): Promise<MetadataRoute.Sitemap> {
  const abs = (path: string) => new URL(path, origin).toString();
  const [teachers, published] = await Promise.all([
    db
      .select({
        id: users.id,
        updatedAt: sql<Date>`greatest(${users.updatedAt}, ${teacherProfiles.updatedAt})`.mapWith(
          teacherProfiles.updatedAt,
        ),
      })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(and(eq(users.isActive, true), eq(users.role, "teacher")))
      .orderBy(users.id),
    db
      .select({ slug: courses.slug, streamSlug: streams.slug, updatedAt: courses.updatedAt })
      .from(courses)
      .innerJoin(streams, eq(streams.id, courses.streamId))
      .where(eq(courses.isPublished, true))
      .orderBy(streams.sortOrder, courses.slug),
  ]);
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
  ];
}
