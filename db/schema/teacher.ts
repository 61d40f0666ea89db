import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { teacherProfiles } from "./catalog";
import { createdAt } from "./columns";
import { classSessions } from "./scheduling";

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
