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
