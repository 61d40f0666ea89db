import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { teacherProfiles } from "./catalog";
import { createdAt } from "./columns";
import { contracts, orders } from "./billing";
import { classSessions } from "./scheduling";
import { users } from "./users";

/** Kinds of leave a teacher applies for (spec 3 leave form "type"). */
export const LEAVE_TYPES = ["casual", "sick", "emergency"] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** A leave application and each of its days: 1 = on leave, 2 = withdrawn. */
export const LEAVE_STATUS = { active: 1, withdrawn: 2 } as const;

/** The longest leave one application may cover, in days (decision 031). */
export const MAX_LEAVE_DAYS = 31;

/**
 * A teacher's leave application (store-teacher-leave-apply, final step): the dates are calendar
 * dates in the teacher's own zone (users.time_zone), inclusive.
 */
export const teacherLeaves = pgTable(
  "teacher_leaves",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    type: varchar({ length: 20 }).notNull(),
    reason: varchar({ length: 300 }).notNull().default(""),
    fromDate: date({ mode: "string" }).notNull(),
    toDate: date({ mode: "string" }).notNull(),
    status: smallint().notNull().default(LEAVE_STATUS.active),
    createdAt: createdAt(),
  },
  (t) => [
    index("teacher_leaves_teacher_idx").on(t.teacherId, t.fromDate),
    check("teacher_leaves_dates", sql`${t.toDate} >= ${t.fromDate}`),
    check(
      "teacher_leaves_span",
      sql`${t.toDate} - ${t.fromDate} < ${sql.raw(String(MAX_LEAVE_DAYS))}`,
    ),
    check("teacher_leaves_type", sql`${t.type} in ('casual', 'sick', 'emergency')`),
    check("teacher_leaves_status", sql`${t.status} in (1, 2)`),
  ],
);

/**
 * One day of a leave. The database refuses two active leave days of one teacher on one date, so
 * two overlapping applications (even concurrent ones) cannot both succeed.
 */
export const teacherLeaveDays = pgTable(
  "teacher_leave_days",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    leaveId: integer()
      .notNull()
      .references(() => teacherLeaves.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    leaveDate: date({ mode: "string" }).notNull(),
    status: smallint().notNull().default(LEAVE_STATUS.active),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("teacher_leave_days_active_key")
      .on(t.teacherId, t.leaveDate)
      .where(sql`${t.status} = 1`),
    index("teacher_leave_days_leave_idx").on(t.leaveId),
    check("teacher_leave_days_status", sql`${t.status} in (1, 2)`),
  ],
);

/** What a leave did to a booked class: moved to a substitute teacher, or cancelled (credit back). */
export const LEAVE_OUTCOMES = ["substitute", "cancelled"] as const;

/**
 * The re-booking of each class a leave touched (decision 031): the class keeps its id and its
 * families' seats; only the teacher changes (to_teacher_id), or it is cancelled with every seat.
 */
export const leaveRebookings = pgTable(
  "leave_rebookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    leaveId: integer()
      .notNull()
      .references(() => teacherLeaves.id, { onDelete: "cascade" }),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    fromTeacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    toTeacherId: integer().references(() => teacherProfiles.userId, { onDelete: "set null" }),
    outcome: varchar({ length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leave_rebookings_session_key").on(t.leaveId, t.sessionId),
    index("leave_rebookings_session_idx").on(t.sessionId),
    check("leave_rebookings_outcome", sql`${t.outcome} in ('substitute', 'cancelled')`),
    check(
      "leave_rebookings_target",
      sql`(${t.outcome} = 'substitute') = (${t.toTeacherId} is not null)`,
    ),
  ],
);

/** Postgres bytea (encrypted document bytes). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** Kinds of private teacher documents (KYC proofs, resume, video): never public media. */
export const TEACHER_DOCUMENT_KINDS = [
  "ccp",
  "address_proof",
  "pan_proof",
  "resume",
  "video",
] as const;
export type TeacherDocumentKind = (typeof TEACHER_DOCUMENT_KINDS)[number];

/**
 * A private document of a teacher (lib/teacher/documents): its bytes are encrypted with a data key
 * of its own, wrapped by the KYC master key named by key_id (envelope encryption, decision 031).
 * Small documents keep the ciphertext here (content); large ones (the resume video) in the
 * storage folder under storage_key. Served only to the teacher and admins.
 */
export const teacherDocuments = pgTable(
  "teacher_documents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar({ length: 20 }).notNull(),
    /** The sniffed type (never the client's word). */
    contentType: varchar({ length: 60 }).notNull(),
    size: integer().notNull(),
    keyId: varchar({ length: 40 }).notNull(),
    wrappedKey: text().notNull(),
    content: bytea(),
    storageKey: varchar({ length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("teacher_documents_teacher_idx").on(t.teacherId, t.kind),
    check(
      "teacher_documents_kind",
      sql`${t.kind} in ('ccp', 'address_proof', 'pan_proof', 'resume', 'video')`,
    ),
    check("teacher_documents_where", sql`(${t.content} is null) <> (${t.storageKey} is null)`),
    check("teacher_documents_size", sql`${t.size} > 0`),
  ],
);

/** Review states of KYC and resumes (admin approve / reject with a reason). */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A teacher's KYC and bank details (saveKYCData), one row per teacher (a new submission replaces
 * it and goes back to pending). PAN, GSTIN and the account number are stored only encrypted (envelope:
 * a data key per row, wrapped by the master key key_id) and shown masked.
 */
export const teacherKyc = pgTable(
  "teacher_kyc",
  {
    teacherId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar({ length: 10 }).notNull().default("pending"),
    reviewReason: varchar({ length: 300 }),
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    accountHolderName: varchar({ length: 120 }).notNull(),
    bank: varchar({ length: 120 }).notNull(),
    ifsc: varchar({ length: 11 }).notNull(),
    /** The GSTIN holds the PAN, so it is encrypted too; its mask shows the last 4 characters. */
    gstMasked: varchar({ length: 15 }),
    gstCipher: text(),
    addr: varchar({ length: 500 }).notNull(),
    panMasked: varchar({ length: 10 }).notNull(),
    accountMasked: varchar({ length: 24 }).notNull(),
    panCipher: text().notNull(),
    accountCipher: text().notNull(),
    keyId: varchar({ length: 40 }).notNull(),
    wrappedKey: text().notNull(),
    ccpDocId: integer()
      .notNull()
      .references(() => teacherDocuments.id, { onDelete: "restrict" }),
    addressProofDocId: integer()
      .notNull()
      .references(() => teacherDocuments.id, { onDelete: "restrict" }),
    panProofDocId: integer()
      .notNull()
      .references(() => teacherDocuments.id, { onDelete: "restrict" }),
    declarationConfirmedAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("teacher_kyc_status_idx").on(t.status, t.submittedAt),
    check("teacher_kyc_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "teacher_kyc_review",
      sql`(${t.status} = 'rejected') = (${t.reviewReason} is not null and ${t.reviewReason} <> '')`,
    ),
  ],
);

/** A teacher's resume and video application (saveResume), reviewed by an admin. */
export const teacherResumes = pgTable(
  "teacher_resumes",
  {
    teacherId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar({ length: 120 }).notNull(),
    agreedAt: timestamp({ withTimezone: true }).notNull(),
    resumeDocId: integer()
      .notNull()
      .references(() => teacherDocuments.id, { onDelete: "restrict" }),
    videoDocId: integer().references(() => teacherDocuments.id, { onDelete: "restrict" }),
    status: varchar({ length: 10 }).notNull().default("pending"),
    reviewReason: varchar({ length: 300 }),
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("teacher_resumes_status_idx").on(t.status, t.submittedAt),
    check("teacher_resumes_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "teacher_resumes_review",
      sql`(${t.status} = 'rejected') = (${t.reviewReason} is not null and ${t.reviewReason} <> '')`,
    ),
  ],
);

/** An application to the teacher training program (spec 3; instrument, reason_to_apply unused). */
export const teacherTrainingApplications = pgTable(
  "teacher_training_applications",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicantName: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    countryCode: varchar({ length: 6 }).notNull(),
    phoneNumber: varchar({ length: 10 }).notNull(),
    readyToPay: boolean().notNull(),
    haveLaptop: boolean().notNull(),
    haveKeyboard: boolean().notNull(),
    teachingExperienceYears: varchar({ length: 20 }).notNull(),
    englishProficiency: smallint().notNull(),
    product: varchar({ length: 40 }).notNull(),
    readyToJoin: boolean().notNull(),
    preferredTimeslot: varchar({ length: 40 }).notNull(),
    instrument: varchar({ length: 60 }),
    reasonToApply: varchar({ length: 600 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("teacher_training_applications_email_key").on(sql`lower(${t.email})`),
    check("teacher_training_english", sql`${t.englishProficiency} between 1 and 5`),
  ],
);

/** The most students one buddy (group) batch takes (spec 2 section 9). */
export const MAX_BUDDY_CAPACITY = 5;

/**
 * A buddy batch made from a student's paid contract (st/create-buddy-batch): one per contract
 * (unique: a second answers false, "Duplicate Entry"); the database keeps the capacity in 1..5.
 */
export const buddyBatches = pgTable(
  "buddy_batches",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    capacity: smallint().notNull(),
    /** The opaque token of the batch's invite link (/buddy/{token}); never the batch id. */
    inviteToken: text()
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("buddy_batches_contract_key").on(t.contractId),
    uniqueIndex("buddy_batches_invite_token_key").on(t.inviteToken),
    check("buddy_batches_capacity", sql`${t.capacity} between 1 and 5`),
  ],
);

/**
 * A buddy who signed up through a batch's invite link (save-buddy). The seat is held by the
 * buddy's order until `held_until` (the order's hold) and kept for good once the order is paid;
 * seats are counted under a lock on the batch row, so the capacity holds under concurrency.
 */
export const buddyBatchMembers = pgTable(
  "buddy_batch_members",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer()
      .notNull()
      .references(() => buddyBatches.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("buddy_batch_members_key").on(t.batchId, t.userId),
    index("buddy_batch_members_order_idx").on(t.orderId),
  ],
);
