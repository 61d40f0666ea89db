import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/**
 * Blogs, tutorials and events (issue 20, content part). Public reading only: written by the team
 * (seed, later the admin console). A blog's `type` in GET /api/get-blog-data?type is its category
 * slug; a tutorial's `type` in GET /get-all-tutorials is its category slug too.
 */
export const blogCategories = pgTable(
  "blog_categories",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 60 }).notNull().unique(),
    name: varchar({ length: 80 }).notNull(),
    description: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [check("blog_categories_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const BLOG_STATUSES = ["draft", "published"] as const;

/** A blog post. `body` is plain text with the tiny markup of lib/content/markup.ts (never HTML). */
export const blogs = pgTable(
  "blogs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 120 }).notNull().unique(),
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    title: varchar({ length: 200 }).notNull(),
    body: text().notNull(),
    /** A public image path or absolute URL; null: no cover. */
    coverImage: varchar({ length: 500 }),
    coverAlt: varchar({ length: 200 }).notNull().default(""),
    author: varchar({ length: 120 }).notNull(),
    status: varchar({ length: 12, enum: BLOG_STATUSES }).notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("blogs_published_idx").on(t.status, t.publishedAt.desc()),
    index("blogs_category_published_idx").on(t.categoryId, t.status, t.publishedAt.desc()),
    check("blogs_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blogs_status", sql`${t.status} in ('draft', 'published')`),
    check("blogs_published_at", sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/** A tutorial: a short video (or an article) of one category, shown six per page. */
export const tutorials = pgTable(
  "tutorials",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(""),
    /** An https video URL (YouTube/Vimeo embed or a file); null: text only. */
    videoUrl: varchar({ length: 500 }),
    thumbnailUrl: varchar({ length: 500 }),
    durationSeconds: integer(),
    publishedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("tutorials_published_idx").on(t.publishedAt.desc(), t.id.desc()),
    index("tutorials_category_published_idx").on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    check("tutorials_duration", sql`${t.durationSeconds} is null or ${t.durationSeconds} > 0`),
    check("tutorials_video_url", sql`${t.videoUrl} is null or ${t.videoUrl} ~ '^https://'`),
  ],
);

/** A public event: a recital, an open class, a webinar; online (link) or at a place. */
export const events = pgTable(
  "events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The organiser's IANA zone (the times are shown in the viewer's). */
    zone: varchar({ length: 64 }).notNull().default("Asia/Kolkata"),
    location: varchar({ length: 200 }),
    onlineUrl: varchar({ length: 500 }),
    isPublished: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("events_starts_idx").on(t.startsAt),
    check("events_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("events_place", sql`${t.location} is not null or ${t.onlineUrl} is not null`),
    check("events_online_url", sql`${t.onlineUrl} is null or ${t.onlineUrl} ~ '^https://'`),
  ],
);
