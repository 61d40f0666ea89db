import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { families } from "./families";
import { classSessions } from "./scheduling";
import { users } from "./users";

/** The reminders of a class: a day before and a quarter of an hour before it starts. */
export const REMINDER_KINDS = ["24h", "15m"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * One class reminder handed to the messenger (or skipped: no usable contact). The unique key is
 * the exactly-once guarantee (decision 022): the row and the reminder's outbox messages commit in
 * one transaction, so a second worker's insert conflicts and sends nothing. The class start is part
 * of the key, so a rescheduled class is reminded again at its new time.
 */
export const classReminders = pgTable(
  "class_reminders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    /** The start of the class the reminder announced. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    kind: varchar({ length: 4 }).$type<ReminderKind>().notNull(),
    /** The student (their family's contact is used) or the teacher. */
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How many messages went out (0: no usable contact). */
    messages: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("class_reminders_once_key").on(t.sessionId, t.startsAt, t.kind, t.recipientId),
    index("class_reminders_created_idx").on(t.createdAt),
    check("class_reminders_kind", sql`${t.kind} in ('24h', '15m')`),
  ],
);

/**
 * The private calendar feed of a family or a teacher: the SHA-256 of a random token (the token is
 * shown once, in the settings). Revoking replaces the hash, so the old URL answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer().references(() => families.id, { onDelete: "cascade" }),
    teacherId: integer().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_key").on(t.tokenHash),
    uniqueIndex("calendar_feeds_family_key").on(t.familyId),
    uniqueIndex("calendar_feeds_teacher_key").on(t.teacherId),
    check("calendar_feeds_one_owner", sql`num_nonnulls(${t.familyId}, ${t.teacherId}) = 1`),
  ],
);

/**
 * A family told that daylight saving moves its weekly class (issue 23): one row per booking series
 * (student and weekly slot) per change, keyed by the first class at the new time. The unique key
 * makes the notice exactly-once: the row and its outbox messages commit in one transaction.
 */
export const dstNotices = pgTable(
  "dst_notices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slotId: integer().notNull(),
    /** The first class at the new local time. */
    shiftAt: timestamp({ withTimezone: true }).notNull(),
    /** How many messages went out (0: no usable contact). */
    messages: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("dst_notices_once_key").on(t.studentId, t.slotId, t.shiftAt)],
);
