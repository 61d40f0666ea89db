import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** What an OTP is for; a code only verifies for the purpose and destination it was sent for. */
export const otpPurpose = pgEnum("otp_purpose", [
  "login",
  "register",
  "reset_password",
  "login_or_signup",
]);

/**
 * One-time passwords: stored as an HMAC (never in clear), bound to purpose and destination (E.164
 * mobile or lower-case e-mail), valid 10 minutes, single use, dead after 5 wrong tries.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: otpPurpose().notNull(),
    destination: varchar({ length: 254 }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the right code was entered (registration keeps it until the account is created). */
    verifiedAt: timestamp({ withTimezone: true }),
    /** Set when the code can no longer be used: logged in, registered, replaced or locked. */
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("otp_codes_lookup_idx").on(t.purpose, t.destination, t.createdAt),
    check("otp_codes_attempts", sql`${t.attempts} >= 0`),
    check("otp_codes_expiry", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** Counters for rate-limiter-flexible's Drizzle store (used when REDIS_URL is not set). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
});

export const messageChannel = pgEnum("message_channel", ["sms", "whatsapp", "email"]);

/** Every message the product sends; the embedded transport stops here (shown at /dev/outbox). */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: messageChannel().notNull(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 200 }),
    body: text().notNull(),
    transport: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 12 }).notNull().default("sent"),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_to_idx").on(t.to, t.createdAt),
    check("outbox_messages_status", sql`${t.status} in ('sent', 'failed')`),
  ],
);
