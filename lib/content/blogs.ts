import "server-only";
import { and, count, desc, eq, lte, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { blogCategories, blogs } from "@/db/schema";
import { plainText } from "./markup";
import { blogExcerpt, blogTopText } from "./rules";

export interface BlogCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Published blogs in it. */
  count: number;
}

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  /** Cut at the first space after 200 characters. */
  excerpt: string;
  /** Cut at the first space after 700 characters (the top blog's text). */
  topText: string;
  categorySlug: string;
  categoryName: string;
  author: string;
  coverImage: string | null;
  coverAlt: string;
  publishedAt: Date;
}

export interface BlogPage extends BlogCard {
  body: string;
  description: string;
  updatedAt: Date;
  related: BlogCard[];
}

const published = (now: Date) => and(eq(blogs.status, "published"), lte(blogs.publishedAt, now));

const cardColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  body: blogs.body,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  author: blogs.author,
  coverImage: blogs.coverImage,
  coverAlt: blogs.coverAlt,
  publishedAt: blogs.publishedAt,
  updatedAt: blogs.updatedAt,
};

type CardRow = { body: string; publishedAt: Date | null } & Omit<
  BlogCard,
  "excerpt" | "topText" | "publishedAt"
>;

function toCard({ body, publishedAt, ...row }: CardRow): BlogCard {
  const plain = plainText(body);
  return {
    ...row,
    excerpt: blogExcerpt(plain),
    topText: blogTopText(plain),
    publishedAt: publishedAt ?? new Date(0),
  };
}

/** Every category, in its order, with its count of published blogs (empty ones too). */
export async function listBlogCategories(db: Db, now: Date): Promise<BlogCategory[]> {
  const rows = await db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      description: blogCategories.description,
      count: count(blogs.id),
    })
    .from(blogCategories)
    .leftJoin(blogs, and(eq(blogs.categoryId, blogCategories.id), published(now)))
    .groupBy(blogCategories.id)
    .orderBy(blogCategories.sortOrder, blogCategories.name);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** A category by slug or id (digits), or null. */
export function matchCategory(categories: BlogCategory[], ref: string): BlogCategory | null {
  return categories.find((c) => c.slug === ref || String(c.id) === ref) ?? null;
}

/** Published blogs, newest first: every category's or one's. */
export async function listBlogs(
  db: Db,
  opts: { categoryId?: number; now: Date; limit?: number },
): Promise<BlogCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(
      and(
        published(opts.now),
        opts.categoryId === undefined ? undefined : eq(blogs.categoryId, opts.categoryId),
      ),
    )
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(opts.limit ?? 60);
  return rows.map(toCard);
}

/** One published blog by slug, with up to three others of its category; null if none. */
export async function getBlogPage(db: Db, slug: string, now: Date): Promise<BlogPage | null> {
  const [row] = await db
    .select({ ...cardColumns, categoryId: blogs.categoryId })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(and(eq(blogs.slug, slug), published(now)))
    .limit(1);
  if (!row) return null;
  const related = await db
    .select(cardColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(and(published(now), eq(blogs.categoryId, row.categoryId), ne(blogs.id, row.id)))
    .orderBy(desc(blogs.publishedAt))
    .limit(3);
  const { categoryId: _categoryId, ...card } = row;
  return {
    ...toCard(card),
    body: row.body,
    description: blogExcerpt(plainText(row.body)),
    updatedAt: row.updatedAt,
    related: related.map(toCard),
  };
}
