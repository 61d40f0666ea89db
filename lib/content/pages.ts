import "server-only";
import type { Db } from "@/db/client";
import { pageCount } from "@/lib/catalog/courses/paging";
import { formatDateIn } from "@/lib/scheduling/date-format";
import { type BlogCard, getBlogPage, listBlogCategories, listBlogs, matchCategory } from "./blogs";
import { listEvents } from "./events";
import { parseMarkup } from "./markup";
import { listTutorials } from "./tutorials";

/** The cache tag of the blog, tutorial and event pages (decision 020). */
export const CONTENT_TAG = "content";

const dated = (zone: string) => (b: BlogCard) => ({
  ...b,
  dateLabel: formatDateIn(b.publishedAt, zone),
  dateTime: b.publishedAt.toISOString(),
});

export type DatedBlogCard = ReturnType<ReturnType<typeof dated>>;

/**
 * The data of /blog and /blog/category/{slug}: every category with its count, the category shown
 * (null on /blog; undefined when the slug is unknown) and its published blogs, newest first.
 */
export async function loadBlogList(
  db: Db,
  opts: { categorySlug?: string; now: Date; zone: string },
) {
  const categories = await listBlogCategories(db, opts.now);
  const category =
    opts.categorySlug === undefined
      ? null
      : (categories.find((c) => c.slug === opts.categorySlug) ?? undefined);
  if (category === undefined) return { categories, category, blogs: [] };
  const blogs = await listBlogs(db, { categoryId: category?.id, now: opts.now });
  return { categories, category, blogs: blogs.map(dated(opts.zone)) };
}

/** The data of /blog/{slug}: the blog with its parsed body and related posts, or null. */
export async function loadBlogPage(db: Db, slug: string, opts: { now: Date; zone: string }) {
  const blog = await getBlogPage(db, slug, opts.now);
  if (!blog) return null;
  return {
    ...dated(opts.zone)(blog),
    body: blog.body,
    description: blog.description,
    updatedAt: blog.updatedAt,
    blocks: parseMarkup(blog.body),
    related: blog.related.map(dated(opts.zone)),
  };
}

/**
 * The data of /tutorials?type&page: the categories, the one chosen (undefined when the slug is
 * unknown) and the page of tutorials with the page count.
 */
export async function loadTutorialsPage(db: Db, opts: { type?: string; page: number; now: Date }) {
  const categories = await listBlogCategories(db, opts.now);
  const category = opts.type ? (matchCategory(categories, opts.type) ?? undefined) : null;
  if (category === undefined) return { categories, category, page: null };
  const page = await listTutorials(db, {
    categoryId: category?.id,
    page: opts.page,
    now: opts.now,
  });
  return {
    categories,
    category,
    page: { ...page, pageCount: pageCount(page.total, page.perPage) },
  };
}

/** The data of /events: upcoming and past events in the viewer's zone. */
export const loadEventsPage = (db: Db, opts: { now: Date; zone: string }) => listEvents(db, opts);
