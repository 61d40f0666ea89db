import { createdAt } from "./columns";
import { sql } from "drizzle-orm";
import { integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 254 }).notNull(),
    source: varchar({ length: 40 }).notNull().default("footer"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(${t.email})`)],
);

/** requestFreeDemo (spec 1): a visitor asks to be called back for a free demo. */
export const demoRequests = pgTable("demo_requests", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  firstName: varchar({ length: 80 }).notNull(),
  lastName: varchar({ length: 80 }).notNull().default(""),
  email: varchar({ length: 254 }).notNull(),
  mobile: varchar({ length: 15 }).notNull(),
  createdAt: createdAt(),
});

/**
 * submit-extra-info (spec 3): a visitor's interest, coupon code and contact from the extra-info
 * page, with the caller's user id when logged in; the sales team follows them up.
 */
export const extraInfoSubmissions = pgTable("extra_info_submissions", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer(),
  field: varchar({ length: 120 }).notNull(),
  couponCode: varchar({ length: 40 }),
  email: varchar({ length: 254 }).notNull(),
  countryCode: varchar({ length: 5 }).notNull().default("+91"),
  mobile: varchar({ length: 15 }).notNull(),
  createdAt: createdAt(),
});
