import { createdAt } from "./columns";
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
import { currencyCode, orders } from "./billing";
import { users } from "./users";

/**
 * save-demo-leads (spec 1): a visitor who proved their mobile with an OTP asks for a demo at a
 * preferred time. The password they chose is kept only as a hash, for the account made when the
 * team converts the lead (issue 25, decision 023).
 */
export const demoLeads = pgTable(
  "demo_leads",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    countryCode: varchar({ length: 5 }).notNull(),
    mobile: varchar({ length: 15 }).notNull(),
    category: varchar({ length: 80 }).notNull(),
    subject: varchar({ length: 120 }).notNull(),
    budget: varchar({ length: 40 }).notNull(),
    /** The preferred demo start (UTC instant; the form's date and time in the visitor's zone). */
    preferredAt: timestamp({ withTimezone: true }).notNull(),
    timeZone: varchar({ length: 64 }).notNull(),
    passwordHash: varchar({ length: 255 }).notNull(),
    otpVerifiedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("demo_leads_created_idx").on(t.createdAt)],
);

/**
 * Whom a user invited: numbers sent a referral message (send-refer-message) and students added by
 * hand (add-referral-student). One row per referrer and number.
 */
export const referralInvitations = pgTable(
  "referral_invitations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar({ length: 10 }).notNull(),
    countryCode: varchar({ length: 5 }).notNull(),
    mobile: varchar({ length: 15 }).notNull(),
    email: varchar({ length: 254 }),
    name: varchar({ length: 120 }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("referral_invitations_referrer_mobile_key").on(
      t.referrerId,
      t.countryCode,
      t.mobile,
    ),
    index("referral_invitations_referrer_created_idx").on(t.referrerId, t.createdAt),
    check("referral_invitations_kind", sql`${t.kind} in ('message', 'student')`),
    check("referral_invitations_mobile_digits", sql`${t.mobile} ~ '^[0-9]{5,15}$'`),
  ],
);

/**
 * The referral reward: credited to the referrer's wallet when the referred student's first paid
 * contract starts. `referred_id` is unique, so a referred account earns its referrer once.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    currency: currencyCode().notNull(),
    amountMinor: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("referral_rewards_referred_key").on(t.referredId),
    index("referral_rewards_referrer_idx").on(t.referrerId),
    check("referral_rewards_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** save-pixel-count (spec 1): one ad-pixel hit; the address is the caller's, never the body's. */
export const pixelCounts = pgTable(
  "pixel_counts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer().notNull(),
    pixelName: varchar({ length: 80 }).notNull(),
    countryName: varchar({ length: 80 }).notNull(),
    ipAddress: varchar({ length: 64 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("pixel_counts_source_idx").on(t.sourceId, t.pixelName)],
);
