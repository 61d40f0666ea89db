import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { families } from "./families";
import { classSessions } from "./scheduling";
import { users } from "./users";

/**
 * The survey a student answers after a class they attended (issue 22, decision 027): one row per
 * (class, student), made when the survey is first shown. The rating (1–5), then one feedback
 * option and, when the option asks for it, remarks; `closed_at` set means "never ask again for
 * this class" (the points are awarded in the same transaction, lib/engagement/points).
 */
export const classSurveys = pgTable(
  "class_surveys",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint(),
    /** A key of SURVEY_OPTIONS (lib/engagement/survey/options.ts). */
    feedback: varchar({ length: 20 }),
    remarks: text(),
    answeredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    pointsAwarded: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("class_surveys_session_student_key").on(t.sessionId, t.studentId),
    index("class_surveys_teacher_idx").on(t.teacherId, t.createdAt),
    check("class_surveys_rating", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      "class_surveys_remarks_length",
      sql`${t.remarks} is null or length(${t.remarks}) <= 1000`,
    ),
  ],
);

/**
 * Contacts that asked for no marketing messages (an e-mail address lower-cased, or a mobile in
 * E.164). The messenger drops every marketing message to such a contact (decision 027); OTPs and
 * class messages still go. One row per contact: asking again only updates the reason.
 */
export const unsubscribes = pgTable(
  "unsubscribes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contact: varchar({ length: 254 }).notNull(),
    /** "email" or "mobile" (WhatsApp and SMS share the number). */
    type: varchar({ length: 10 }).notNull(),
    reason: varchar({ length: 60 }).notNull(),
    comment: text(),
    /** "form" (the page), "one-click" (RFC 8058 POST from the mail client). */
    source: varchar({ length: 12 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("unsubscribes_contact_key").on(t.contact),
    check("unsubscribes_type", sql`${t.type} in ('email', 'mobile')`),
    check("unsubscribes_source", sql`${t.source} in ('form', 'one-click')`),
  ],
);

/**
 * The weekly progress digest sent to a family: one row per (family, week starting Monday), written
 * in the transaction that queues the message, so a rerun of the job sends nothing twice.
 * `outcome` says what happened: sent, or skipped (unsubscribed / nothing to tell / no contact).
 */
export const weeklyDigests = pgTable(
  "weekly_digests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    familyId: integer()
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    weekStart: date().notNull(),
    outcome: varchar({ length: 16 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("weekly_digests_family_week_key").on(t.familyId, t.weekStart)],
);
