import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
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
  /** Spec 3 profile update: sent to the family's contact (the check itself is disabled). */
  "profile",
  /** Issue 24: a teacher confirms the KYC declaration with a code sent to their own contact. */
  "kyc_declaration",
  /** Issue 27: the second factor of an admin's sign-in at /admin/login. */
  "admin_login",
  /** Issue 21: a relative confirms a public vote; destination is "{mobile}:{entry id}". */
  "public_vote",
  /** Issue 43: a relative proves control of the family mobile before a talent-hunt entry. */
  "contest_entry",
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
    // Retention deletes codes by expiry (lib/jobs/retention/prune-otp-codes.ts).
    index("otp_codes_expires_at_idx").on(t.expiresAt),
    check("otp_codes_attempts", sql`${t.attempts} >= 0`),
    check("otp_codes_expiry", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** Counters for rate-limiter-flexible's Drizzle store (used when REDIS_URL is not set). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: varchar({ length: 255 }).primaryKey(),
    points: integer().notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  // Retention deletes counters past their expiry (lib/jobs/retention/prune-rate-limits.ts).
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

export const messageChannel = pgEnum("message_channel", ["sms", "whatsapp", "email"]);

/** Where a message is in its life: waiting for the deliver-message job, delivered, or given up. */
export const MESSAGE_STATUS = ["queued", "sent", "failed"] as const;
/** What a message holds, so retention knows what to redact: a one-time code, a secret (a generated password), or a plain notice. */
export const MESSAGE_KIND = ["otp", "secret", "notice"] as const;

/**
 * Every message the product sends. The messenger records it "queued" (the body readable at once)
 * and the deliver-message job sends it through the channel's transport; with no provider at all
 * the outbox is the destination (shown at /dev/outbox) and the row is "sent" at once. Retention
 * blanks the body of otp/secret messages after redact_after, and deletes rows after
 * OUTBOX_KEEP_DAYS.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: messageChannel().notNull(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 200 }),
    body: text().notNull(),
    kind: varchar({ length: 12, enum: MESSAGE_KIND }).notNull().default("notice"),
    transport: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 12, enum: MESSAGE_STATUS }).notNull().default("sent"),
    /** Delivery attempts made by the job so far (0 while queued, or in outbox-only mode). */
    attempts: integer().notNull().default(0),
    /** The last delivery error (kept after a later attempt succeeds). */
    error: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** From then on (once no longer queued) the body is blanked; null: nothing to redact, or done. */
    redactAfter: timestamp({ withTimezone: true }),
    /** Extra e-mail headers (a marketing e-mail's RFC 8058 List-Unsubscribe pair, decision 027). */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_to_idx").on(t.to, t.createdAt),
    index("outbox_messages_created_at_idx").on(t.createdAt),
    index("outbox_messages_redact_after_idx")
      .on(t.redactAfter)
      .where(sql`${t.redactAfter} is not null`),
    check("outbox_messages_status", sql`${t.status} in ('queued', 'sent', 'failed')`),
    check("outbox_messages_kind", sql`${t.kind} in ('otp', 'secret', 'notice')`),
    check("outbox_messages_attempts", sql`${t.attempts} >= 0`),
  ],
);
