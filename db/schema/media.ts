import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A medium of the media library (issue 17, decision 025): a stored file (key made by the server from
 * the sniffed type) or a link (YouTube id or a plain https URL). med_type: 1 video, 2 picture,
 * 3 document or recording, 6 audio. A picture keeps its private original (stripped of EXIF/GPS)
 * under storage_key and a WebP web variant under web_key; thumb_key is a small WebP.
 * purpose: upload (My uploads), promotional (a teacher's), community (a community post's medium, issue 20).
 * Deleting a medium removes the row (its shares cascade) and its files: nothing lingers.
 */
export const media = pgTable(
  "media",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    medType: smallint().notNull(),
    purpose: varchar({ length: 12 }).notNull().default("upload"),
    storageKey: varchar({ length: 120 }),
    webKey: varchar({ length: 120 }),
    thumbKey: varchar({ length: 120 }),
    /** The client's file name made safe (no path, no control characters), or a link's title. */
    originalName: varchar({ length: 160 }).notNull(),
    /** The sniffed content type; null for a link. */
    mime: varchar({ length: 100 }),
    /** Bytes counted against the owner's quota (file + variants). */
    sizeBytes: bigint({ mode: "number" }).notNull().default(0),
    linkUrl: varchar({ length: 500 }),
    youtubeId: varchar({ length: 11 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("media_owner_list_idx").on(t.ownerId, t.medType, t.purpose, t.id),
    check("media_type", sql`${t.medType} in (1, 2, 3, 6)`),
    check("media_purpose", sql`${t.purpose} in ('upload', 'promotional', 'community')`),
    check("media_size", sql`${t.sizeBytes} >= 0`),
    check(
      "media_has_content",
      sql`num_nonnulls(${t.storageKey}, ${t.linkUrl}, ${t.youtubeId}) = 1`,
    ),
  ],
);

/** A medium shared by a teacher with one of their students (once per pair). */
export const mediaShares = pgTable(
  "media_shares",
  {
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sharedById: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.studentId] }),
    index("media_shares_student_idx").on(t.studentId, t.mediaId),
  ],
);

/**
 * Bytes a user's media take. Uploads add to it with one conditional UPDATE (used + size <= quota),
 * so two uploads at once can not both pass a nearly full quota; deletes subtract in the same
 * transaction as the row.
 */
export const mediaQuota = pgTable(
  "media_quota",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    usedBytes: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("media_quota_used", sql`${t.usedBytes} >= 0`)],
);

/**
 * A resumable upload in progress (large video or audio on a flaky network, decision 025): the client
 * sends the file in chunks at explicit offsets; received_bytes only moves forward by a conditional
 * update, so a repeated or concurrent chunk can not skip bytes. The bytes wait in a staging file
 * named by the id until the last chunk, then go to storage like any upload.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: varchar({ length: 36 }).primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    medType: smallint().notNull(),
    purpose: varchar({ length: 12 }).notNull().default("upload"),
    originalName: varchar({ length: 160 }).notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    receivedBytes: bigint({ mode: "number" }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * An open upload counts its declared size toward the owner's quota until it finishes, is
     * cancelled or passes this instant (moved on by each chunk); the expire-media-uploads job then
     * removes it with its staged bytes (decision 043).
     */
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
  },
  (t) => [
    index("media_uploads_owner_idx").on(t.ownerId, t.expiresAt),
    index("media_uploads_expires_idx").on(t.expiresAt),
    check("media_uploads_type", sql`${t.medType} in (1, 3, 6)`),
    check(
      "media_uploads_progress",
      sql`${t.receivedBytes} >= 0 and ${t.receivedBytes} <= ${t.sizeBytes} and ${t.sizeBytes} > 0`,
    ),
  ],
);
