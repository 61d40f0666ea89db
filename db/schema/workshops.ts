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
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog";
import { timestamps } from "./columns";
import { users } from "./users";

/**
 * A workshop of a course (issue 23, decision 029): one live session at a fixed time with a number
 * of seats, free or priced. Its id is the `slot_id` of GET /enloll-to-workshop/{course_id}/{slot_id}.
 * `enrolled_count` is kept by a trigger on workshop_enrolments (migration 0020): the seat past the
 * capacity fails the check below, inside the inserting transaction, whoever inserts.
 */
export const workshops = pgTable(
  "workshops",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: varchar({ length: 160 }).notNull(),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: smallint().notNull(),
    enrolledCount: smallint().notNull().default(0),
    /** 0 in both currencies: a free workshop. */
    priceInrMinor: integer().notNull().default(0),
    priceUsdMinor: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("workshops_course_start_idx").on(t.courseId, t.startsAt),
    check("workshops_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("workshops_capacity", sql`${t.capacity} between 1 and 500`),
    check("workshops_seats", sql`${t.enrolledCount} between 0 and ${t.capacity}`),
    check("workshops_prices", sql`${t.priceInrMinor} >= 0 and ${t.priceUsdMinor} >= 0`),
  ],
);

/** A student's seat in a workshop: one per student and workshop. */
export const workshopEnrolments = pgTable(
  "workshop_enrolments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workshopId: integer()
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The route clock's instant of the enrolment. */
    enrolledAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("workshop_enrolments_once_key").on(t.workshopId, t.studentId),
    index("workshop_enrolments_student_idx").on(t.studentId),
  ],
);
