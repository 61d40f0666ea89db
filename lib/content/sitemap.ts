import "server-only";
import { and, eq, isNotNull, lte, max } from "drizzle-orm";
import type { MetadataRoute } from "next";
import type { Db } from "@/db/client";
import { blogCategories, blogs, events, tutorials } from "@/db/schema";
import { blogCategoryPath, blogPath } from "./paths";

/**
 * The content pages of sitemap.xml: /blog, each category with a published blog, each published
 * blog, /tutorials and /events, with when each last changed (`now` when nothing is there yet).
 */
export async function contentSitemapEntries(
  db: Db,
  abs: (path: string) => string,
  now: Date,
): Promise<MetadataRoute.Sitemap> {
  const published = and(eq(blogs.status, "published"), lte(blogs.publishedAt, now));
  const [posts, [tut], [ev]] = await Promise.all([
    db
      .select({ slug: blogs.slug, category: blogCategories.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(published)
      .orderBy(blogs.slug),
    db
      .select({ at: max(tutorials.updatedAt) })
      .from(tutorials)
      .where(and(isNotNull(tutorials.publishedAt), lte(tutorials.publishedAt, now))),
    db
      .select({ at: max(events.updatedAt) })
      .from(events)
      .where(eq(events.isPublished, true)),
  ]);
  const latestPost = posts.reduce<Date | undefined>(
    (m, p) => (!m || p.updatedAt > m ? p.updatedAt : m),
    undefined,
  );
  const categories = new Map<string, Date>();
  for (const p of posts) {
    const seen = categories.get(p.category);
    if (!seen || p.updatedAt > seen) categories.set(p.category, p.updatedAt);
  }
  return [
    {
      url: abs("/blog"),
      lastModified: latestPost ?? now,
      changeFrequency: "weekly",
      priority: 0.6,
    },
    ...[...categories].map(([slug, at]) => ({
      url: abs(blogCategoryPath(slug)),
      lastModified: at,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
    ...posts.map((p) => ({
      url: abs(blogPath(p.slug)),
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    {
      url: abs("/tutorials"),
      lastModified: tut?.at ?? now,
      changeFrequency: "weekly",
      priority: 0.5,
    },
    { url: abs("/events"), lastModified: ev?.at ?? now, changeFrequency: "weekly", priority: 0.4 },
  ];
}
