import { createdAt, timestamps } from "./columns";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { media } from "./media";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const streams = pgTable(
  "streams",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 80 }).notNull(),
    slug: varchar({ length: 80 }).notNull(),
    description: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex("streams_slug_key").on(t.slug),
    check("streams_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const subjects = pgTable(
  "subjects",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    streamId: integer()
      .notNull()
      .references(() => streams.id, { onDelete: "restrict" }),
    name: varchar({ length: 80 }).notNull(),
    slug: varchar({ length: 80 }).notNull(),
    /** Short code used by the legacy pack lookup (subject_code). */
    code: varchar({ length: 16 }).notNull(),
  },
  (t) => [
    uniqueIndex("subjects_slug_key").on(t.slug),
    uniqueIndex("subjects_code_key").on(t.code),
    index("subjects_stream_idx").on(t.streamId),
    check("subjects_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const courseType = pgEnum("course_type", ["group", "individual"]);

export const courses = pgTable(
  "courses",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    streamId: integer()
      .notNull()
      .references(() => streams.id, { onDelete: "restrict" }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    name: varchar({ length: 120 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    shortDescription: varchar({ length: 280 }).notNull(),
    description: text().notNull(),
    type: courseType().notNull().default("individual"),
    ageMin: smallint().notNull().default(4),
    ageMax: smallint().notNull().default(99),
    /** Lowest price of a class in minor units, shown as "from"; packs (billing) hold the real prices. */
    fromPriceInrMinor: integer().notNull(),
    fromPriceUsdMinor: integer().notNull(),
    isFeatured: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(true),
    /** Orders "popular courses" lists: higher first. */
    popularity: integer().notNull().default(0),
    /** Course level (beginner, intermediate, advanced) used by level filters. */
    level: varchar({ length: 20 }).notNull().default("beginner"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("courses_slug_key").on(t.slug),
    index("courses_stream_idx").on(t.streamId),
    index("courses_subject_idx").on(t.subjectId),
    check("courses_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("courses_age_range", sql`${t.ageMin} >= 0 and ${t.ageMax} >= ${t.ageMin}`),
    check(
      "courses_prices_positive",
      sql`${t.fromPriceInrMinor} > 0 and ${t.fromPriceUsdMinor} > 0`,
    ),
  ],
);

export const teacherProfiles = pgTable(
  "teacher_profiles",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    streamId: integer()
      .notNull()
      .references(() => streams.id, { onDelete: "restrict" }),
    headline: varchar({ length: 140 }).notNull(),
    bio: text().notNull().default(""),
    experienceYears: smallint().notNull().default(0),
    /** Languages the teacher teaches in, e.g. {English,Hindi}. */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Price of one class in minor units (paise, cents). Both currencies are set by the teacher. */
    priceInrMinor: integer().notNull(),
    priceUsdMinor: integer().notNull(),
    /** Mean of received ratings (1 to 5), 0 when none. */
    rating: numeric({ precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    ratingCount: integer().notNull().default(0),
    avatarPath: text(),
    /**
     * The teacher's intro video: one of their own uploaded video files of the media library
     * (issue 26). Public only while the teacher is approved; deleting the medium clears it.
     */
    introMediaId: integer().references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    isFeatured: boolean().notNull().default(false),
    /**
     * Onboarding (decision 038): when the teacher completed the teaching profile (subjects,
     * headline, bio, languages, experience) and set their price. A profile made on approval is a
     * draft (both null); a teacher is listed only once approved, complete and priced.
     */
    completedAt: timestamp({ withTimezone: true }),
    priceSetAt: timestamp({ withTimezone: true }),
    /** When the teacher was told the profile is live (null: not yet); the notice goes once. */
    liveNoticeAt: timestamp({ withTimezone: true }),
    /**
     * Everything search matches on (names, subjects, stream, headline, languages), kept current by
     * lib/catalog when any of them changes; indexed for full-text and trigram search.
     */
    searchDocument: text().notNull().default(""),
    /** The document's words, parsed once when it is written (search ranks without re-parsing). */
    searchTsv: tsvector().generatedAlwaysAs(sql`to_tsvector('simple', search_document)`),
    ...timestamps(),
  },
  (t) => [
    index("teacher_profiles_stream_idx").on(t.streamId),
    index("teacher_profiles_featured_idx")
      .on(t.rating)
      .where(sql`${t.isFeatured}`),
    index("teacher_profiles_search_tsv_idx").using("gin", t.searchTsv),
    index("teacher_profiles_search_trgm_idx").using("gin", sql`${t.searchDocument} gin_trgm_ops`),
    index("teacher_profiles_languages_idx").using("gin", t.languages),
    index("teacher_profiles_price_inr_idx").on(t.priceInrMinor),
    index("teacher_profiles_price_usd_idx").on(t.priceUsdMinor),
    index("teacher_profiles_rating_idx").on(t.rating),
    check("teacher_profiles_experience", sql`${t.experienceYears} between 0 and 70`),
    check("teacher_profiles_prices", sql`${t.priceInrMinor} > 0 and ${t.priceUsdMinor} > 0`),
    check("teacher_profiles_rating", sql`${t.rating} between 0 and 5`),
    check("teacher_profiles_rating_count", sql`${t.ratingCount} >= 0`),
  ],
);

export const teacherSubjectKind = pgEnum("teacher_subject_kind", ["primary", "secondary"]);

/** The subjects a teacher teaches: exactly one primary, any number of secondary. */
export const teacherSubjects = pgTable(
  "teacher_subjects",
  {
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    kind: teacherSubjectKind().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.subjectId] }),
    uniqueIndex("teacher_subjects_one_primary")
      .on(t.teacherId)
      .where(sql`${t.kind} = 'primary'`),
    index("teacher_subjects_subject_idx").on(t.subjectId),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorName: varchar({ length: 80 }).notNull(),
    /** e.g. "Parent of Aarav, 9" or "Adult learner, Toronto". */
    authorContext: varchar({ length: 120 }).notNull(),
    body: varchar({ length: 600 }).notNull(),
    rating: smallint().notNull(),
    courseId: integer().references(() => courses.id, { onDelete: "set null" }),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [check("testimonials_rating", sql`${t.rating} between 1 and 5`)],
);

export type Stream = typeof streams.$inferSelect;
export type Subject = typeof subjects.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type TeacherProfile = typeof teacherProfiles.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;

/** A student's like and follow of a teacher (setLikeDislike); search results show both flags. */
export const teacherReactions = pgTable(
  "teacher_reactions",
  {
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teacherId: integer()
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: "cascade" }),
    liked: boolean().notNull().default(false),
    following: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.teacherId] }),
    index("teacher_reactions_teacher_idx").on(t.teacherId),
  ],
);

/** saveStudentsInterest: a subject someone asked for (anonymous visitors too). */
export const studentInterests = pgTable(
  "student_interests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    subjectName: varchar({ length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("student_interests_subject_idx").on(t.subjectName)],
);

export const courseUnitKind = pgEnum("course_unit_kind", [
  "why_us",
  "trial_pack",
  "how_it_works",
  "quiz",
  "review",
  "basics_desc",
  "quiz_result_positive",
  "quiz_result_negative",
]);

/** The sections of a course page (get-course-unit-or-chapters), in order within each kind. */
export const courseUnits = pgTable(
  "course_units",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    kind: courseUnitKind().notNull(),
    title: varchar({ length: 200 }).notNull(),
    body: text().notNull().default(""),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index("course_units_course_idx").on(t.courseId, t.kind, t.sortOrder)],
);

export const courseFaqs = pgTable(
  "course_faqs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null: a general FAQ shown on every course. */
    courseId: integer().references(() => courses.id, { onDelete: "cascade" }),
    question: varchar({ length: 300 }).notNull(),
    answer: text().notNull(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index("course_faqs_course_idx").on(t.courseId, t.sortOrder)],
);

/** Trailer videos of a course (get_trailer_video/{id} answers custVids). */
export const courseTrailers = pgTable(
  "course_trailers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: varchar({ length: 200 }).notNull(),
    videoUrl: text().notNull(),
    thumbnailUrl: text(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index("course_trailers_course_idx").on(t.courseId, t.sortOrder)],
);
