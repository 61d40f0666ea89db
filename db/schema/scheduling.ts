import { createdAt, timestamps } from "./columns";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { courses, subjects, teacherProfiles } from "./catalog";
import { users } from "./users";

/** Postgres tstzrange, read as its text form ("[start,end)"); written only by generated columns. */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/** Who cancelled a session or an enrolment (the attendance and LMC reports tell them apart). */
export const CANCELLED_BY = { student: 1, teacher: 2, admin: 3 } as const;

/** Session and enrolment statuses. 5 = cancelled: never counts as active (spec 1 section 4). */
export const SESSION_STATUS = {
  scheduled: 1,
  started: 2,
  held: 3,
  missed: 4,
  cancelled: 5,
} as const;

/**
 * A teacher's weekly availability (the timetable entries of spec 1): a local time of day on a
 * weekday (0 = Sunday), in the teacher's IANA zone (users.time_zone), expanded to concrete sessions
 * per date by lib/scheduling.
 */
export const teacherSlots = pgTable(
  "teacher_slots",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    dayOfWeek: smallint().notNull(),
    startTime: time().notNull(),
    durationMinutes: smallint().notNull().default(60),
    isDemoSlot: boolean().notNull().default(false),
    /** How many students one session of this slot takes (group demo slots take several). */
    capacity: smallint().notNull().default(1),
    subjectId: integer().references(() => subjects.id, { onDelete: "set null" }),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("teacher_slots_active_time_key")
      .on(t.teacherId, t.dayOfWeek, t.startTime)
      .where(sql`${t.isActive}`),
    index("teacher_slots_teacher_idx").on(t.teacherId, t.dayOfWeek),
    check("teacher_slots_day", sql`${t.dayOfWeek} between 0 and 6`),
    check("teacher_slots_duration", sql`${t.durationMinutes} between 15 and 240`),
    check("teacher_slots_capacity", sql`${t.capacity} between 1 and 50`),
  ],
);

/**
 * A concrete class at a time. The database refuses two active (status <> 5) sessions of one teacher
 * that overlap (exclusion constraint in migration 0005), and more enrolments than the capacity.
 */
export const classSessions = pgTable(
  "class_sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    /** The weekly slot it came from; null for an ad-hoc session. */
    slotId: integer().references(() => teacherSlots.id, { onDelete: "set null" }),
    subjectId: integer().references(() => subjects.id, { onDelete: "set null" }),
    courseId: integer().references(() => courses.id, { onDelete: "set null" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    during: tstzrange()
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: smallint().notNull().default(SESSION_STATUS.scheduled),
    isDemo: boolean().notNull().default(false),
    capacity: smallint().notNull().default(1),
    enrolledCount: smallint().notNull().default(0),
    /** Class notes topic (spec 2 update-slot-topic). */
    title: varchar({ length: 200 }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: smallint(),
    ...timestamps(),
  },
  (t) => [
    index("class_sessions_teacher_time_idx").on(t.teacherId, t.startsAt),
    /** The reminder scan (decision 022): scheduled classes by start. */
    index("class_sessions_scheduled_start_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 1`),
    index("class_sessions_slot_time_idx").on(t.slotId, t.startsAt),
    uniqueIndex("class_sessions_slot_start_key")
      .on(t.slotId, t.startsAt)
      .where(sql`${t.slotId} is not null and ${t.status} <> 5`),
    check("class_sessions_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("class_sessions_status", sql`${t.status} between 1 and 5`),
    check("class_sessions_capacity", sql`${t.enrolledCount} between 0 and ${t.capacity}`),
    check("class_sessions_cancelled_by", sql`${t.cancelledBy} between 1 and 3`),
  ],
);

/**
 * A student booked into a session. The database refuses two active enrolments of one student that
 * overlap in time (exclusion constraint in migration 0005) and a second active free demo.
 */
export const sessionEnrolments = pgTable(
  "session_enrolments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Copied from the session so the exclusion constraint can see it. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    during: tstzrange()
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: smallint().notNull().default(SESSION_STATUS.scheduled),
    isDemo: boolean().notNull().default(false),
    studentLevel: varchar({ length: 20 }).notNull().default("no"),
    sourceId: smallint(),
    clickId: varchar({ length: 120 }),
    /** When mark-attendance saw the student enter the class; null = not (yet) present. */
    attendedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: smallint(),
    cancelReason: varchar({ length: 300 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("session_enrolments_active_key")
      .on(t.sessionId, t.studentId)
      .where(sql`${t.status} <> 5`),
    uniqueIndex("session_enrolments_one_free_demo")
      .on(t.studentId)
      .where(sql`${t.isDemo} and ${t.status} <> 5`),
    index("session_enrolments_student_time_idx").on(t.studentId, t.startsAt),
    check("session_enrolments_time_order", sql`${t.endsAt} > ${t.startsAt}`),
    check("session_enrolments_status", sql`${t.status} between 1 and 5`),
    check("session_enrolments_cancelled_by", sql`${t.cancelledBy} between 1 and 3`),
    index("session_enrolments_session_idx").on(t.sessionId),
  ],
);

/** save-preffered-slot: a student asks for a demo at a time no slot offers. */
export const preferredSlotRequests = pgTable("preferred_slot_requests", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  studentId: integer().references(() => users.id, { onDelete: "cascade" }),
  teacherId: integer().references(() => teacherProfiles.userId, { onDelete: "set null" }),
  subjectId: integer().references(() => subjects.id, { onDelete: "set null" }),
  preferredAt: timestamp({ withTimezone: true }).notNull(),
  note: varchar({ length: 600 }).notNull().default(""),
  createdAt: createdAt(),
});

/** Click tracking for bookings that came from ad sources 1 and 5 (spec 1 section 9). */
export const clickEvents = pgTable(
  "click_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sourceId: smallint().notNull(),
    clickId: varchar({ length: 120 }),
    studentId: integer().references(() => users.id, { onDelete: "set null" }),
    enrolmentId: integer().references(() => sessionEnrolments.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("click_events_source_idx").on(t.sourceId, t.createdAt)],
);

/** Curricula a batch can follow (CBSE, ICSE, IB, ... and "Other" with free text). */
export const curriculumStamps = pgTable(
  "curriculum_stamps",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 60 }).notNull(),
    isOther: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex("curriculum_stamps_name_key").on(t.name)],
);

/** A teacher's batch (a group taught together) and its curriculum (update-batch-stamps). */
export const batches = pgTable(
  "batches",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    subjectId: integer().references(() => subjects.id, { onDelete: "set null" }),
    name: varchar({ length: 120 }).notNull(),
    stampId: integer().references(() => curriculumStamps.id, { onDelete: "set null" }),
    otherCurriculum: varchar({ length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [index("batches_teacher_idx").on(t.teacherId)],
);

/** The teacher's own pack offer (update-teacher-price-name-and-count). */
export const teacherOffers = pgTable("teacher_offers", {
  teacherId: integer()
    .primaryKey()
    .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
  packName: varchar({ length: 80 }).notNull(),
  classCount: smallint().notNull(),
  priceInrMinor: integer().notNull(),
  priceUsdMinor: integer().notNull(),
  note: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
