import { timestamps } from "./columns";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/** Who a user is. Engagement ids of the legacy API: student 9, teacher 7 (see lib/auth/roles.ts). */
export const userRole = pgEnum("user_role", ["student", "teacher", "admin"]);

export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    role: userRole().notNull(),
    firstName: varchar({ length: 80 }).notNull(),
    lastName: varchar({ length: 80 }).notNull().default(""),
    email: varchar({ length: 254 }),
    /** National number only (digits); the country code is kept apart. One mobile may belong to several accounts. */
    mobile: varchar({ length: 15 }),
    countryCode: varchar({ length: 5 }).notNull().default("+91"),
    passwordHash: text(),
    isActive: boolean().notNull().default(true),
    /**
     * Bumped to revoke every session of the user (logout everywhere, password change, deactivation,
     * role change): a session cookie carries the version it was issued with (lib/auth/session-check.ts).
     */
    sessionVersion: integer().notNull().default(0),
    timeZone: varchar({ length: 64 }).notNull().default("Asia/Kolkata"),
    referralCode: varchar({ length: 16 }).notNull(),
    /** The referral code the user signed up with, resolved to its owner. */
    referredById: integer(),
    /** Declared at signup (spec 2 and 3 ask a child's age); null when not asked. */
    age: smallint(),
    parentName: varchar({ length: 120 }),
    /** WhatsApp number in E.164 (spec 2: OTPs and reminders may go to WhatsApp). */
    whatsappNumber: varchar({ length: 20 }),
    isWhatsappAllowed: boolean().notNull().default(false),
    /** School / company / institute (spec 1 registration company_name). */
    companyName: varchar({ length: 160 }),
    /** Teacher signup: stream applied for and a free-text remark. */
    signupStreamId: integer(),
    remark: varchar({ length: 600 }),
    /** Student signup: school class / grade. */
    schoolClass: varchar({ length: 40 }),
    /** Where the signup came from: click id, source, course. */
    signupClickId: varchar({ length: 120 }),
    signupCourseId: integer(),
    mobileVerifiedAt: timestamp({ withTimezone: true }),
    /** Stored file key of the profile photo (uploadProfileAvatar), served by an authorized route. */
    avatarPath: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_referral_code_key").on(t.referralCode),
    uniqueIndex("users_role_email_key")
      .on(t.role, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index("users_mobile_idx").on(t.countryCode, t.mobile),
    check("users_mobile_digits", sql`${t.mobile} is null or ${t.mobile} ~ '^[0-9]{6,15}$'`),
    check("users_country_code_format", sql`${t.countryCode} ~ '^\\+[0-9]{1,4}$'`),
    check("users_email_has_at", sql`${t.email} is null or position('@' in ${t.email}) > 1`),
    check("users_reachable", sql`${t.email} is not null or ${t.mobile} is not null`),
    check("users_age_range", sql`${t.age} is null or ${t.age} between 1 and 120`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
