import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog";
import { users } from "./users";

/**
 * The points ledger (issue 22, decision 026): every point a student holds is one row with its
 * reason and the event it came from, so a total is always the sum of explained entries. The rules
 * (points per reason) live in lib/engagement/points/rules.ts; an award is idempotent because
 * (student, reason, ref) is unique — a replayed event awards nothing the second time.
 */
export const pointEntries = pgTable(
  "point_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Signed: a correction may take points back. */
    points: integer().notNull(),
    /** A reason code of lib/engagement/points/rules.ts (attendance, rating, survey, activity, streak). */
    reason: varchar({ length: 20 }).notNull(),
    /** The event: "enrolment:12", "session:34", "marks:homework_done:2026-11-24", "streak:3:…". */
    ref: varchar({ length: 80 }).notNull(),
    /** From the route clock (decision 015). */
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("point_entries_award_key").on(t.studentId, t.reason, t.ref),
    index("point_entries_student_idx").on(t.studentId, t.createdAt),
    check(
      "point_entries_reason",
      sql`${t.reason} in ('attendance', 'rating', 'survey', 'activity', 'streak', 'adjustment')`,
    ),
    check("point_entries_points", sql`${t.points} <> 0`),
  ],
);

/**
 * A story character (spec 3 student dashboard): unlocked for a child once their points reach
 * unlock_points. The artwork is an original SVG under public/characters/.
 */
export const storyCharacters = pgTable(
  "story_characters",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 40 }).notNull(),
    name: varchar({ length: 80 }).notNull(),
    /** One or two sentences of the character's story. */
    story: varchar({ length: 600 }).notNull(),
    imageUrl: varchar({ length: 300 }).notNull(),
    unlockPoints: integer().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex("story_characters_slug_key").on(t.slug),
    check("story_characters_unlock", sql`${t.unlockPoints} >= 0`),
  ],
);

/**
 * A student's work put forward for the showcase. Only approved items are shown (get-showcase);
 * the picture is a URL until the media library (issue 21) owns uploads.
 */
export const showcaseItems = pgTable(
  "showcase_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer().references(() => courses.id, { onDelete: "set null" }),
    title: varchar({ length: 120 }).notNull(),
    description: varchar({ length: 600 }).notNull().default(""),
    imageUrl: varchar({ length: 300 }).notNull(),
    status: varchar({ length: 10 }).notNull().default("pending"),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("showcase_items_approved_idx")
      .on(t.approvedAt)
      .where(sql`${t.status} = 'approved'`),
    check("showcase_items_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "showcase_items_approved_at",
      sql`(${t.status} = 'approved') = (${t.approvedAt} is not null)`,
    ),
  ],
);

/** The school's holiday calendar: whole days in India time (Asia/Kolkata), no classes. */
export const holidays = pgTable(
  "holidays",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The India date the holiday starts. */
    startsOn: date().notNull(),
    /** The last India date of the holiday (same as starts_on for one day). */
    endsOn: date().notNull(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [
    uniqueIndex("holidays_start_name_key").on(t.startsOn, t.name),
    index("holidays_ends_idx").on(t.endsOn),
    check("holidays_order", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
