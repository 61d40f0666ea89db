import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { media } from "./media";
import { users } from "./users";

/**
 * Contests (issue 21, decision 033). A contest is a talent hunt (spec 1: entries with public votes)
 * or a campaign (spec 1: media that teachers rate 1–5). `slug` names the product of its stars page:
 * "music" → /music-stars.
 */
export const contests = pgTable(
  "contests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 40 }).notNull(),
    kind: varchar({ length: 12 }).notNull().default("talent_hunt"),
    title: varchar({ length: 160 }).notNull(),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 10 }).notNull().default("open"),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("contests_slug_kind_uq").on(t.slug, t.kind),
    check("contests_kind", sql`${t.kind} in ('talent_hunt', 'campaign')`),
    check("contests_status", sql`${t.status} in ('draft', 'open', 'closed')`),
    check("contests_dates", sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/**
 * One entry of a contest: a child's work (a medium of the media library) entered by a family
 * account. Public only once approved. `vote_count` counts verified public votes and is kept in the
 * same transaction as the vote; `rating_sum`/`rating_count` likewise for teacher ratings.
 */
export const contestEntries = pgTable(
  "contest_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    /** The family account that entered (created or reused by the registration). */
    familyUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childName: varchar({ length: 80 }).notNull(),
    /** The child's age as entered (a campaign upload takes the profile's, which may be unknown). */
    age: smallint(),
    category: varchar({ length: 60 }).notNull(),
    mediaId: integer().references(() => media.id, { onDelete: "set null" }),
    referredBy: varchar({ length: 80 }),
    status: varchar({ length: 10 }).notNull().default("pending"),
    rejectReason: varchar({ length: 300 }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: integer().references(() => users.id, { onDelete: "set null" }),
    voteCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("contest_entries_list_idx").on(t.contestId, t.status, t.voteCount),
    index("contest_entries_family_idx").on(t.familyUserId),
    check("contest_entries_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("contest_entries_age", sql`${t.age} is null or ${t.age} between 1 and 99`),
    check("contest_entries_counts", sql`${t.voteCount} >= 0 and ${t.ratingCount} >= 0`),
  ],
);

/**
 * A verified public vote: one per mobile number per entry, enforced here. The number is kept only
 * as an HMAC (lib/contest/vote-hash.ts); `ip_prefix` is the voter's /24 (IPv4) or /48 (IPv6).
 */
export const publicVotes = pgTable(
  "public_votes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer()
      .notNull()
      .references(() => contestEntries.id, { onDelete: "cascade" }),
    mobileHash: varchar({ length: 64 }).notNull(),
    voterName: varchar({ length: 80 }).notNull(),
    ipPrefix: varchar({ length: 64 }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("public_votes_entry_mobile_uq").on(t.entryId, t.mobileHash),
    index("public_votes_ip_idx").on(t.ipPrefix, t.verifiedAt),
  ],
);

/** The vote audit trail: every OTP sent, vote counted, repeat and wrong code (hashed numbers). */
export const voteAudit = pgTable(
  "vote_audit",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer()
      .notNull()
      .references(() => contestEntries.id, { onDelete: "cascade" }),
    mobileHash: varchar({ length: 64 }).notNull(),
    ipPrefix: varchar({ length: 64 }).notNull(),
    event: varchar({ length: 12 }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("vote_audit_ip_idx").on(t.ipPrefix, t.at),
    index("vote_audit_entry_idx").on(t.entryId, t.at),
    check("vote_audit_event", sql`${t.event} in ('otp_sent', 'voted', 'repeat', 'wrong_otp')`),
  ],
);

/** A teacher's rating (1–5) of a campaign or contest entry: one per teacher and entry. */
export const campaignRatings = pgTable(
  "campaign_ratings",
  {
    entryId: integer()
      .notNull()
      .references(() => contestEntries.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("campaign_ratings_teacher_entry_uq").on(t.entryId, t.teacherId),
    check("campaign_ratings_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** The subjects of the streaming showcase (spec 2 categories 98, 69, 57, 85, 204, 205). */
export const streamingSubjects = pgTable(
  "streaming_subjects",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The spec's category code; decides which files a post may carry (lib/contest/rules.ts). */
    category: smallint().notNull(),
    name: varchar({ length: 80 }).notNull(),
    isActive: boolean().notNull().default(true),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex("streaming_subjects_category_uq").on(t.category),
    check("streaming_subjects_category", sql`${t.category} in (98, 69, 57, 85, 204, 205)`),
  ],
);

/** A family's registration for a streaming event subject (spec 2 event-strem-registration). */
export const streamRegistrations = pgTable(
  "stream_registrations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer()
      .notNull()
      .references(() => streamingSubjects.id, { onDelete: "cascade" }),
    name: varchar({ length: 80 }).notNull(),
    age: smallint().notNull(),
    mediaId: integer().references(() => media.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("stream_registrations_user_subject_uq").on(t.userId, t.subjectId)],
);

/** A child's streaming-showcase post; public on the stars page only once approved. */
export const streamingPosts = pgTable(
  "streaming_posts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The learner (a student account of the caller's family). */
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postedById: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentAge: smallint().notNull(),
    title: varchar({ length: 160 }).notNull(),
    description: varchar({ length: 2000 }).notNull(),
    category: smallint().notNull(),
    mediaId: integer().references(() => media.id, { onDelete: "set null" }),
    consent: boolean().notNull(),
    status: varchar({ length: 10 }).notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("streaming_posts_status_idx").on(t.status, t.createdAt),
    check("streaming_posts_consent", sql`${t.consent}`),
    check("streaming_posts_category", sql`${t.category} in (98, 69, 57, 85, 204, 205)`),
    check("streaming_posts_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
