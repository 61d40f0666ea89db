import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { courses, teacherProfiles } from "./catalog";
import { timestamps } from "./columns";
import { users } from "./users";

/** The trial page's steps (spec 3 §4): sign up, OTP, schedule, pricing, billing, pay, then done. */
export const TRIAL_STEPS = ["1A", "1B", "2", "3", "4", "5", "done"] as const;
export type TrialStep = (typeof TRIAL_STEPS)[number];

/**
 * One visitor's trial booking flow for one course (issue 23, decision 028). The visitor's browser
 * holds only the random id (cookie `trial_flow`); everything chosen lives here, so a reload, or a
 * login on another device (the flow is attached to the account at the first call after login),
 * resumes at the same step. Reserved seats are session_enrolments rows (reserved_enrolment_ids)
 * held until `reserved_until` unless the pack is paid for.
 */
export const trialFlows = pgTable(
  "trial_flows",
  {
    id: varchar({ length: 43 }).primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    step: varchar({ length: 4 }).notNull().default("1A"),
    /** The mobile a code was sent to (step 1B), shown masked. */
    otpMobile: varchar({ length: 20 }),
    userTimezone: varchar({ length: 64 }),
    /** "predefined" or "different" (selected_preffrence). */
    preference: varchar({ length: 10 }),
    frequency: smallint(),
    teacherId: integer().references(() => teacherProfiles.userId, { onDelete: "set null" }),
    slotIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    reservedEnrolmentIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    reservedAt: timestamp({ withTimezone: true }),
    reservedUntil: timestamp({ withTimezone: true }),
    packId: integer(),
    promoCode: varchar({ length: 40 }),
    billingName: varchar({ length: 120 }),
    billingEmail: varchar({ length: 160 }),
    billingNumber: varchar({ length: 20 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index("trial_flows_user_idx").on(t.userId, t.courseId),
    index("trial_flows_reserved_idx")
      .on(t.reservedUntil)
      .where(sql`${t.reservedUntil} is not null`),
    check("trial_flows_step", sql`${t.step} in ('1A','1B','2','3','4','5','done')`),
    check("trial_flows_frequency", sql`${t.frequency} is null or ${t.frequency} in (1, 2)`),
    check(
      "trial_flows_preference",
      sql`${t.preference} is null or ${t.preference} in ('predefined','different')`,
    ),
  ],
);
