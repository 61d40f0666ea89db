import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { courses, subjects, teacherProfiles } from "./catalog";
import { createdAt, timestamps } from "./columns";
import { users } from "./users";

export const currencyCode = pgEnum("currency_code", ["INR", "USD"]);

/**
 * A class pack a student can buy: a number of classes of a subject (or course), for a level and a
 * course type, at a base price before GST in minor units of its currency. Teacher-specific packs
 * name the teacher. Offers are packs shown in the offers modal (offer id = pack id).
 */
export const packs = pgTable(
  "packs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer().references(() => courses.id, { onDelete: "set null" }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    teacherId: integer().references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    /** Legacy course_level / subject_level (default 17). */
    levelId: smallint().notNull().default(17),
    courseType: varchar({ length: 12 }).notNull().default("individual"),
    /** Package segment tab (e.g. regular, summer-camp). */
    segment: varchar({ length: 40 }).notNull().default("regular"),
    name: varchar({ length: 120 }).notNull(),
    totalClasses: smallint().notNull(),
    currency: currencyCode().notNull(),
    priceMinor: integer().notNull(),
    isOffer: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("packs_lookup_idx").on(t.subjectId, t.levelId, t.totalClasses, t.currency),
    index("packs_course_idx").on(t.courseId, t.courseType, t.segment),
    check("packs_classes", sql`${t.totalClasses} between 1 and 500`),
    check("packs_price", sql`${t.priceMinor} > 0`),
    check("packs_course_type", sql`${t.courseType} in ('group', 'individual')`),
  ],
);

/** How many minor units of `toCurrency` one minor unit of `fromCurrency` is worth (e.g. USD→INR). */
export const currencyRates = pgTable(
  "currency_rates",
  {
    fromCurrency: currencyCode().notNull(),
    toCurrency: currencyCode().notNull(),
    rate: numeric({ precision: 14, scale: 6, mode: "number" }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("currency_rates_pair_key").on(t.fromCurrency, t.toCurrency),
    check("currency_rates_positive", sql`${t.rate} > 0`),
  ],
);

/** Promo codes: coupon_type 1 = percent (discount in whole percent), otherwise a flat INR amount. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: varchar({ length: 40 }).notNull(),
    couponType: smallint().notNull(),
    /** Percent (1..100) for type 1; flat amount in INR minor units otherwise. */
    discount: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
    maxUses: integer(),
    maxUsesPerUser: integer().notNull().default(1),
    courseId: integer().references(() => courses.id, { onDelete: "cascade" }),
    currency: currencyCode(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_key").on(sql`upper(${t.code})`),
    check(
      "promo_codes_discount",
      sql`${t.discount} > 0 and (${t.couponType} <> 1 or ${t.discount} <= 100)`,
    ),
    check("promo_codes_validity", sql`${t.validTo} > ${t.validFrom}`),
  ],
);

export const orderStatus = pgEnum("order_status", [
  "created",
  "paid",
  "fulfilled",
  "failed",
  "refunded",
  "expired",
  "cancelled",
]);

/**
 * One checkout. Amounts are integer minor units of `currency`: total = price - discount + gst -
 * wallet (checked by the database). Status only moves forward (enforced in lib/billing). An open
 * order ("created", before expires_at) holds its wallet part and its promo use; past expires_at it
 * holds nothing (docs/decisions/009-order-holds.md).
 */
export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference shown on receipts and sent to providers (unguessable). */
    reference: varchar({ length: 40 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    packId: integer()
      .notNull()
      .references(() => packs.id, { onDelete: "restrict" }),
    teacherId: integer().references(() => teacherProfiles.userId, { onDelete: "set null" }),
    currency: currencyCode().notNull(),
    priceMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    gstMinor: integer().notNull().default(0),
    walletMinor: integer().notNull().default(0),
    totalMinor: integer().notNull(),
    promoId: integer().references(() => promoCodes.id, { onDelete: "set null" }),
    status: orderStatus().notNull().default("created"),
    provider: varchar({ length: 20 }).notNull(),
    providerOrderId: varchar({ length: 120 }),
    providerPaymentId: varchar({ length: 120 }),
    paidAt: timestamp({ withTimezone: true }),
    fulfilledAt: timestamp({ withTimezone: true }),
    /** Until when an open order holds its wallet part and promo use (null: older orders). */
    expiresAt: timestamp({ withTimezone: true }),
    /** The wallet part a late payment found uncovered (not debited; owed by the student). */
    walletShortfallMinor: integer().notNull().default(0),
    /**
     * A late payment honoured past its promo code's limit: the discount (before tax) it was not
     * entitled to, owed by the student (docs/decisions/043-late-payments-upload-quota-recovery.md).
     */
    promoShortfallMinor: integer().notNull().default(0),
    /** GST tax invoice number (INR orders), assigned in the payment transaction: "TL/2026-27/000001". */
    invoiceNumber: varchar({ length: 30 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("orders_reference_key").on(t.reference),
    index("orders_open_idx")
      .on(t.userId, t.expiresAt)
      .where(sql`${t.status} = 'created'`),
    uniqueIndex("orders_provider_order_key")
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    index("orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_invoice_number_key")
      .on(t.invoiceNumber)
      .where(sql`${t.invoiceNumber} is not null`),
    check(
      "orders_amounts",
      sql`${t.priceMinor} > 0 and ${t.discountMinor} >= 0 and ${t.gstMinor} >= 0 and ${t.walletMinor} >= 0 and ${t.totalMinor} >= 0 and ${t.walletShortfallMinor} between 0 and ${t.walletMinor}`,
    ),
    check("orders_promo_shortfall", sql`${t.promoShortfallMinor} between 0 and ${t.discountMinor}`),
    check(
      "orders_total",
      sql`${t.totalMinor} = ${t.priceMinor} - ${t.discountMinor} + ${t.gstMinor} - ${t.walletMinor}`,
    ),
  ],
);

/**
 * The last tax invoice number given in each Indian financial year ("2026-27"). Incremented in the
 * payment transaction (the row lock serialises payers; a rolled-back payment gives its number back),
 * so a year's numbers have no gaps.
 */
export const invoiceSeries = pgTable(
  "invoice_series",
  {
    financialYear: varchar({ length: 7 }).primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [check("invoice_series_positive", sql`${t.lastNumber} > 0`)],
);

/** Each use of a promo code by a user on an order (limits count these). */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_order_key").on(t.orderId),
    index("promo_redemptions_promo_user_idx").on(t.promoId, t.userId),
  ],
);

/** A wallet is a ledger of signed entries; the balance is their sum (per currency). */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: currencyCode().notNull(),
    amountMinor: integer().notNull(),
    kind: varchar({ length: 20 }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_entries_user_idx").on(t.userId, t.currency),
    uniqueIndex("wallet_entries_order_kind_key")
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    check(
      "wallet_entries_kind",
      sql`${t.kind} in ('referral', 'refund', 'topup', 'checkout', 'adjustment')`,
    ),
    check("wallet_entries_nonzero", sql`${t.amountMinor} <> 0`),
    check(
      "wallet_entries_sign",
      sql`(${t.kind} = 'checkout' and ${t.amountMinor} < 0) or (${t.kind} <> 'checkout')`,
    ),
  ],
);

/**
 * The built-in sandbox's own record of the payments it took (the provider's side, kept in our
 * database because the sandbox has no server of its own): what the reconcile job asks it about when
 * a webhook never arrived (decision 043). One payment per provider order.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    providerOrderId: varchar({ length: 120 }).primaryKey(),
    paymentId: varchar({ length: 120 }).notNull(),
    outcome: varchar({ length: 10 }).notNull(),
    amountMinor: integer().notNull(),
    currency: varchar({ length: 3 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check("sandbox_payments_outcome", sql`${t.outcome} in ('paid', 'failed')`),
    check("sandbox_payments_amount", sql`${t.amountMinor} >= 0`),
  ],
);

/** Provider events already processed (webhooks are delivered more than once). */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull(),
    eventId: varchar({ length: 120 }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    type: varchar({ length: 60 }).notNull(),
    outcome: varchar({ length: 30 }).notNull(),
    payload: jsonb(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_key").on(t.provider, t.eventId)],
);

/** A paid pack becomes a contract: the classes a student may book with it. One per order. */
export const contracts = pgTable(
  "contracts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teacherId: integer().references(() => teacherProfiles.userId, { onDelete: "set null" }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    packId: integer()
      .notNull()
      .references(() => packs.id, { onDelete: "restrict" }),
    totalClasses: smallint().notNull(),
    /** Unused classes taken back by refunds (issue 27): the contract covers total - reversed. */
    reversedClasses: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contracts_order_key").on(t.orderId),
    check("contracts_reversed_classes", sql`${t.reversedClasses} between 0 and ${t.totalClasses}`),
    index("contracts_student_idx").on(t.studentId, t.teacherId),
    check("contracts_classes", sql`${t.totalClasses} > 0`),
  ],
);

/** store_summer_camp_interest: students who asked about the summer camp. */
export const summerCampInterests = pgTable(
  "summer_camp_interests",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("summer_camp_interests_user_key").on(t.userId)],
);
