import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { families } from "./families";
import { media } from "./media";
import { users } from "./users";

/** A hashtag of the community feed (issue 20); one is the default tag (partial unique index). */
export const hashtags = pgTable(
  "hashtags",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 60 }).notNull(),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("hashtags_name_key").on(sql`lower(${t.name})`),
    uniqueIndex("hashtags_one_default")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A community post (issue 20, decision 032). status: pending (a student's post waits for a teacher
 * or an admin), approved (public in the feed), rejected (with a reason), hidden (reported N times,
 * waits for review). Title and description are stored as typed: never rendered as HTML.
 */
export const communityPosts = pgTable(
  "community_posts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(""),
    postedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mediaId: integer().references(() => media.id, { onDelete: "set null" }),
    status: varchar({ length: 10 }).notNull().default("pending"),
    rejectReason: varchar({ length: 500 }),
    moderatedBy: integer().references(() => users.id, { onDelete: "set null" }),
    moderatedAt: timestamp({ withTimezone: true }),
    reportCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "community_posts_status",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'hidden')`,
    ),
    check(
      "community_posts_reject_reason",
      sql`${t.status} <> 'rejected' or length(coalesce(${t.rejectReason}, '')) > 0`,
    ),
    check(
      "community_posts_counts",
      sql`${t.reportCount} >= 0 and ${t.likeCount} >= 0 and ${t.commentCount} >= 0`,
    ),
    index("community_posts_feed_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index("community_posts_status_idx").on(t.status, t.createdAt),
    index("community_posts_author_idx").on(t.postedBy, t.createdAt),
  ],
);

/** The tags of a post (at least one, checked by the service). */
export const postTags = pgTable(
  "post_tags",
  {
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    tagId: integer()
      .notNull()
      .references(() => hashtags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index("post_tags_tag_idx").on(t.tagId, t.postId),
  ],
);

/** A comment on a post; status approved or hidden (reported N times). */
export const postComments = pgTable(
  "post_comments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    comment: varchar({ length: 1000 }).notNull(),
    raisedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar({ length: 10 }).notNull().default("approved"),
    reportCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check("post_comments_status", sql`${t.status} in ('pending', 'approved', 'hidden')`),
    index("post_comments_post_idx").on(t.postId, t.createdAt.desc()),
  ],
);

/** A like: one per (post, user), enforced by the primary key. */
export const postLikes = pgTable(
  "post_likes",
  {
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    likedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.likedBy] }),
    index("post_likes_user_idx").on(t.likedBy, t.createdAt),
  ],
);

/** A report of a post or a comment: once per reporter and item (unique index). */
export const contentReports = pgTable(
  "content_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemKind: varchar({ length: 8 }).notNull(),
    itemId: integer().notNull(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: varchar({ length: 500 }).notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check("content_reports_kind", sql`${t.itemKind} in ('post', 'comment')`),
    uniqueIndex("content_reports_once_key").on(t.itemKind, t.itemId, t.reporterId),
  ],
);

/**
 * A family's consent to show its children publicly in the community (decision 032): full surname
 * and the post's media to logged-out visitors and indexers. No row = no consent.
 */
export const communityConsents = pgTable("community_consents", {
  familyId: integer()
    .primaryKey()
    .references(() => families.id, { onDelete: "cascade" }),
  publicConsent: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** A single-use, short-lived canvas hand-off token (spec 2): only its SHA-256 is stored. */
export const canvasTokens = pgTable(
  "canvas_tokens",
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("canvas_tokens_expiry_idx").on(t.expiresAt)],
);

export type CommunityPostRow = typeof communityPosts.$inferSelect;
