import "server-only";
import type { Db } from "@/db/client";
import { pagedList } from "@/lib/catalog/courses/paging";
import { type BlogCard, listBlogCategories, listBlogs, matchCategory } from "./blogs";
import { listEvents, type ContentEvent } from "./events";
import { blogPath } from "./paths";
import { CONTENT_MESSAGES } from "./rules";
import type { BlogItem, EventItem, TutorialItem } from "./schemas";
import { listTutorials, type Tutorial } from "./tutorials";
import { formatDuration } from "./tutorials-format";

// The legacy content calls (spec 2 §7, spec 3 §7): thin adapters over the services above.

const abs = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

function toBlogItem(b: BlogCard, origin: string): BlogItem {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    description: b.excerpt,
    category: b.categorySlug,
    category_name: b.categoryName,
    author: b.author,
    image: b.coverImage ? abs(b.coverImage, origin) : null,
    url: abs(blogPath(b.slug), origin),
    created_at: b.publishedAt.toISOString(),
  };
}

/**
 * GET /api/get-blog-data?type and /api/get-blog-data-new?type: the published blogs of a category
 * (or all), newest first, as data.blogdata with data.title. None (or an unknown type): 201
 * 'No blog found!!'. The "new" call also gives data.topblog, the newest with its 700-character text.
 */
export async function blogDataCall(
  db: Db,
  query: { type?: string },
  opts: { origin: string; now: Date; withTop: boolean },
) {
  const categories = await listBlogCategories(db, opts.now);
  const category = query.type ? matchCategory(categories, query.type) : null;
  const cats = categories.map((c) => ({ slug: c.slug, name: c.name, count: c.count }));
  const empty = (title: string) => ({
    status: false,
    responseCode: 201 as const,
    message: CONTENT_MESSAGES.noBlogs,
    data: { title, blogdata: [], ...(opts.withTop ? { topblog: null } : {}), categories: cats },
  });
  if (query.type && !category) return empty("Blog");
  const title = category?.name ?? "Blog";
  const cards = await listBlogs(db, { categoryId: category?.id, now: opts.now });
  const top = cards[0];
  if (!top) return empty(title);
  return {
    status: true,
    responseCode: 200 as const,
    message: "Blogs found.",
    data: {
      title,
      blogdata: cards.map((b) => toBlogItem(b, opts.origin)),
      ...(opts.withTop
        ? { topblog: { ...toBlogItem(top, opts.origin), top_text: top.topText } }
        : {}),
      categories: cats,
    },
  };
}

function toTutorialItem(t: Tutorial): TutorialItem {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    category: t.categorySlug,
    category_name: t.categoryName,
    video_url: t.videoUrl,
    thumbnail_url: t.thumbnailUrl,
    duration_seconds: t.durationSeconds,
    duration: formatDuration(t.durationSeconds),
    created_at: t.publishedAt.toISOString(),
  };
}

/**
 * GET /get-all-tutorials?page=N&type={category}: six per page, newest first, with the paged-list
 * fields of spec 3; next/prev_page_url keep the type. Nothing on the page (or an unknown type): 201.
 */
export async function allTutorialsCall(
  db: Db,
  query: { page?: number; type?: string },
  opts: { origin: string; now: Date },
) {
  const page = query.page ?? 1;
  const categories = await listBlogCategories(db, opts.now);
  const category = query.type ? matchCategory(categories, query.type) : null;
  const result =
    query.type && !category
      ? { items: [], total: 0, page, perPage: 6 }
      : await listTutorials(db, { categoryId: category?.id, page, now: opts.now });
  const urlFor = (p: number) => {
    const u = new URL("/get-all-tutorials", opts.origin);
    u.searchParams.set("page", String(p));
    if (query.type) u.searchParams.set("type", query.type);
    return u.toString();
  };
  const found = result.items.length > 0;
  return {
    status: found,
    responseCode: found ? (200 as const) : (201 as const),
    message: found ? "Tutorials found." : CONTENT_MESSAGES.noTutorials,
    type: category?.slug ?? null,
    data: pagedList(
      result.items.map(toTutorialItem),
      { page, total: result.total, perPage: result.perPage },
      urlFor,
    ),
  };
}

function toEventItem(e: ContentEvent): EventItem {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    when: e.when,
    ends: e.ends,
    location: e.location,
    online_url: e.onlineUrl,
    is_past: e.isPast,
  };
}

/** GET /get-events: upcoming events (soonest first) and the latest past ones, in the viewer's zone. */
export async function eventsCall(db: Db, opts: { now: Date; zone: string }) {
  const { upcoming, past } = await listEvents(db, opts);
  const any = upcoming.length + past.length > 0;
  return {
    status: any,
    responseCode: any ? (200 as const) : (201 as const),
    message: any ? "Events found." : CONTENT_MESSAGES.noEvents,
    data: { upcoming: upcoming.map(toEventItem), past: past.map(toEventItem) },
  };
}
