import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { currencyCode, orders } from "./billing";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * Every admin action (issue 27): who, what, when, on what, and the target before and after. Written
 * by lib/admin/audit.ts in the same transaction as the action. Append-only: a trigger (migration
 * 0020) refuses UPDATE, DELETE and TRUNCATE, so nobody (not even an admin) can edit the record.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** e.g. "order.refund", "user.deactivate", "queue.teacher-applicants.approve". */
    action: varchar({ length: 80 }).notNull(),
    targetType: varchar({ length: 40 }).notNull(),
    targetId: varchar({ length: 80 }).notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("admin_audit_log_at_idx").on(t.at),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
    index("admin_audit_log_admin_idx").on(t.adminId, t.at),
  ],
);

/**
 * A refund of a paid order, in full or in part. `key` is the admin's idempotency key (one refund per
 * request): a retried or doubled request finds its refund instead of paying twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    key: varchar({ length: 100 }).notNull(),
    adminId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: currencyCode().notNull(),
    /** Paid back through the provider (minor units). */
    amountMinor: integer().notNull(),
    /** Put back into the wallet (the order's wallet part; only with the refund that completes it). */
    walletMinor: integer().notNull().default(0),
    /** Unused classes taken off the order's contract. */
    classesReversed: smallint().notNull().default(0),
    provider: varchar({ length: 20 }).notNull(),
    providerRefundId: varchar({ length: 120 }),
    reason: varchar({ length: 600 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("refunds_key_key").on(t.key),
    index("refunds_order_idx").on(t.orderId),
    check("refunds_amounts", sql`${t.amountMinor} >= 0 and ${t.walletMinor} >= 0`),
    check("refunds_something", sql`${t.amountMinor} + ${t.walletMinor} > 0`),
    check("refunds_classes", sql`${t.classesReversed} >= 0`),
  ],
);

export const TEACHER_REVIEW_STATUS = ["pending", "approved", "rejected"] as const;

/**
 * An admin's decision on a teacher applicant, with the reason the teacher is sent. No row: the
 * application waits in the teacher-applicants queue.
 */
export const teacherReviews = pgTable(
  "teacher_reviews",
  {
    teacherId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar({ length: 10, enum: TEACHER_REVIEW_STATUS }).notNull(),
    reason: varchar({ length: 600 }).notNull().default(""),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("teacher_reviews_status", sql`${t.status} in ('pending', 'approved', 'rejected')`)],
);

/**
 * The decision on one item of a queue (lib/admin/queue): demo leads, preferred-time requests and
 * whatever later issues add. One decision per item; the audit log keeps who decided.
 */
export const queueDecisions = pgTable(
  "queue_decisions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    queue: varchar({ length: 40 }).notNull(),
    itemId: integer().notNull(),
    decision: varchar({ length: 20 }).notNull(),
    reason: varchar({ length: 600 }).notNull(),
    adminId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("queue_decisions_item_key").on(t.queue, t.itemId),
    check("queue_decisions_reason", sql`length(btrim(${t.reason})) > 0`),
  ],
);

export type AuditRow = typeof adminAuditLog.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
