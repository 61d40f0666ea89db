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
import { contracts } from "./billing";
import { teacherProfiles } from "./catalog";
import { createdAt } from "./columns";
import { classSessions, sessionEnrolments } from "./scheduling";
import { users } from "./users";

/** Postgres tstzrange, read as its text form; written only by generated columns. */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/**
 * A paid video-platform licence (a Zoom user that can host one meeting at a time). Only the Zoom
 * adapter uses licences; Jitsi rooms need none.
 */
export const videoLicences = pgTable(
  "video_licences",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar({ length: 20 }).notNull().default("zoom"),
    /** The provider's host user (Zoom user id or e-mail) that meetings are created for. */
    hostUser: varchar({ length: 160 }).notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("video_licences_host_key").on(t.provider, t.hostUser)],
);

/**
 * The video meeting of a class session, made when the teacher starts it. A meeting on a licence
 * holds it from its start until licence_until (the class end, or the moment it is released); the
 * database refuses two meetings holding one licence at the same time (exclusion constraint in
 * migration 0008).
 */
export const classMeetings = pgTable(
  "class_meetings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    provider: varchar({ length: 20 }).notNull(),
    /** The provider's meeting id (Zoom meeting id, Jitsi room name). */
    externalId: varchar({ length: 200 }).notNull(),
    joinUrl: text().notNull(),
    hostUrl: text().notNull(),
    licenceId: integer().references(() => videoLicences.id, { onDelete: "set null" }),
    /** When the teacher first started the meeting (punctuality is measured from it). */
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** The last time the teacher resumed it. */
    resumedAt: timestamp({ withTimezone: true }),
    licenceUntil: timestamp({ withTimezone: true }).notNull(),
    holds: tstzrange()
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(started_at, licence_until, '[)')`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("class_meetings_session_key").on(t.sessionId),
    index("class_meetings_teacher_idx").on(t.teacherId, t.startedAt),
    index("class_meetings_licence_idx").on(t.licenceId, t.licenceUntil),
    check("class_meetings_licence_order", sql`${t.licenceUntil} >= ${t.startedAt}`),
  ],
);

/** A student's rating of a class they attended: 1 to 5, once per session (spec 1 set-rating). */
export const classRatings = pgTable(
  "class_ratings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    /** The written review (issue 26): optional, 10–1000 characters, shown as plain text. */
    comment: varchar({ length: 1000 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("class_ratings_session_student_key").on(t.sessionId, t.studentId),
    index("class_ratings_teacher_idx").on(t.teacherId, t.createdAt),
    index("class_ratings_reviews_idx")
      .on(t.teacherId, t.createdAt)
      .where(sql`${t.comment} is not null`),
    check("class_ratings_rating", sql`${t.rating} between 1 and 5`),
    check(
      "class_ratings_comment",
      sql`${t.comment} is null or char_length(btrim(${t.comment})) between 10 and 1000`,
    ),
  ],
);

/**
 * The teacher's one public reply to a written review (issue 26): the rating id is the key, so a
 * second reply is refused by the database, even when two arrive at once.
 */
export const reviewReplies = pgTable(
  "review_replies",
  {
    ratingId: integer()
      .primaryKey()
      .references(() => classRatings.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    body: varchar({ length: 1000 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("review_replies_teacher_idx").on(t.teacherId),
    check("review_replies_body", sql`char_length(btrim(${t.body})) between 2 and 1000`),
  ],
);

/** How often a teacher told a student who missed a class (setNotificationMissingStudent, cap 6). */
export const missingStudentNotices = pgTable(
  "missing_student_notices",
  {
    enrolmentId: integer()
      .primaryKey()
      .references(() => sessionEnrolments.id, { onDelete: "cascade" }),
    count: smallint().notNull(),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check("missing_student_notices_cap", sql`${t.count} between 1 and 6`)],
);

/** A student asks for the recording of a class (request-video). */
export const recordingRequests = pgTable(
  "recording_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recording_requests_session_student_key").on(t.sessionId, t.studentId)],
);

/** Marks (points) a student earns for class activities (update-marks?type); once per type a day. */
export const studentMarks = pgTable(
  "student_marks",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar({ length: 40 }).notNull(),
    marks: smallint().notNull(),
    awardedOn: date().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("student_marks_daily_key").on(t.studentId, t.type, t.awardedOn),
    check("student_marks_positive", sql`${t.marks} > 0`),
  ],
);

/** A problem a student or parent reports about a contract (report-contract-problem). */
export const contractProblemReports = pgTable(
  "contract_problem_reports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: integer().references(() => contracts.id, { onDelete: "set null" }),
    problem: varchar({ length: 600 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contract_problem_reports_user_idx").on(t.userId, t.createdAt),
    check("contract_problem_reports_text", sql`length(btrim(${t.problem})) > 0`),
  ],
);
