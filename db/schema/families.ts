import { timestamps } from "./columns";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * A household: the parent's verified contact and the children (student profiles, `users.family_id`)
 * it books for. A session acts as one child at a time and may switch only within its family
 * (issue 16, decision 017). A child's row holds no contact data of its own: the family's is used.
 */
export const families = pgTable(
  "families",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentName: varchar({ length: 120 }),
    countryCode: varchar({ length: 5 }).notNull().default("+91"),
    /** National number only (digits), as on users. */
    mobile: varchar({ length: 15 }),
    email: varchar({ length: 254 }),
    /** Set when the family proved it holds the mobile (an OTP). */
    mobileVerifiedAt: timestamp({ withTimezone: true }),
    /** Class reminders (decision 022); marketing unsubscribe does not touch it. */
    classReminders: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("families_mobile_key")
      .on(t.countryCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    uniqueIndex("families_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    check("families_mobile_digits", sql`${t.mobile} is null or ${t.mobile} ~ '^[0-9]{6,15}$'`),
    check("families_country_code_format", sql`${t.countryCode} ~ '^\\+[0-9]{1,4}$'`),
  ],
);

export type Family = typeof families.$inferSelect;

/** States (provinces) for the profile form (spec 3 `api/get-all-states`). */
export const states = pgTable(
  "states",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 80 }).notNull(),
    countryIso2: varchar({ length: 2 }).notNull().default("IN"),
  },
  (t) => [uniqueIndex("states_country_name_key").on(t.countryIso2, t.name)],
);
