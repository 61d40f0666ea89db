import { timestamps } from "./columns";
import { sql } from "drizzle-orm";
import { families } from "./families";
import {
  boolean,
  check,
  date,
  foreignKey,
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
    /**
     * The household a student profile belongs to (issue 16). Every student has one: a trigger puts a
     * student inserted without it into the family holding its mobile or e-mail, or a new family.
     */
    familyId: integer(),
    /** Date of birth (spec 3 profile; age 4–14 for a child, checked by lib/family). */
    dob: date({ mode: "string" }),
    /** Spec 3 sibling form: 1 male, 2 female, 3 other; 0 or null not given. */
    gender: smallint(),
    /** Spec 3 profile: state and city names, postal code, address, alternate mobile (digits), country. */
    state: varchar({ length: 80 }),
    city: varchar({ length: 80 }),
    pincode: varchar({ length: 10 }),
    address: varchar({ length: 300 }),
    altMobile: varchar({ length: 15 }),
    countryIso2: varchar({ length: 2 }),
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
    check(
      "users_reachable",
      sql`${t.email} is not null or ${t.mobile} is not null or ${t.familyId} is not null`,
    ),
    check("users_age_range", sql`${t.age} is null or ${t.age} between 1 and 120`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_family_idx").on(t.familyId),
    // The listed teachers (search joins its matches to it, issue 15): 10k entries, not 110k.
    index("users_active_teachers_idx")
      .on(t.id)
      .where(sql`${t.isActive} and ${t.role} = 'teacher'`),
    foreignKey({
      columns: [t.familyId],
      foreignColumns: [families.id],
      name: "users_family_fk",
    }).onDelete("restrict"),
    check("users_student_has_family", sql`${t.role} <> 'student' or ${t.familyId} is not null`),
    check("users_gender_range", sql`${t.gender} is null or ${t.gender} between 0 and 3`),
    check("users_dob_sane", sql`${t.dob} is null or ${t.dob} >= date '1900-01-01'`),
    check(
      "users_alt_mobile_digits",
      sql`${t.altMobile} is null or ${t.altMobile} ~ '^[0-9]{5,15}$'`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
