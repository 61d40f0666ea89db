import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { courses, subjects } from "./catalog";
import { users } from "./users";

/**
 * A question of a course's self-check quiz (issue 23, decision 029): two to six options, the index
 * of the right one, and the marks it is worth. The right option never leaves the server.
 */
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    question: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    correctOption: smallint().notNull(),
    marks: smallint().notNull().default(1),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index("quiz_questions_course_idx").on(t.courseId, t.sortOrder),
    check("quiz_questions_options", sql`jsonb_array_length(${t.options}) between 2 and 6`),
    check(
      "quiz_questions_correct",
      sql`${t.correctOption} >= 0 and ${t.correctOption} < jsonb_array_length(${t.options})`,
    ),
    check("quiz_questions_marks", sql`${t.marks} between 1 and 100`),
  ],
);

/** One submitted quiz: the answers as sent, and the score the server computed from them. */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Null: a visitor who is not logged in. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    answers: jsonb().$type<{ question_id: number; answer: string }[]>().notNull(),
    score: integer().notNull(),
    total: integer().notNull(),
    percentage: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("quiz_attempts_course_idx").on(t.courseId, t.createdAt),
    check("quiz_attempts_percentage", sql`${t.percentage} between 0 and 100`),
    check("quiz_attempts_score", sql`${t.score} between 0 and ${t.total}`),
  ],
);
