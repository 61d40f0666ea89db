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
