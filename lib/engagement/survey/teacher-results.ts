import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { classSessions, classSurveys, courses, users } from "@/db/schema";
import type { SessionUser } from "../../auth/session-user";
import { forbidden, isAppError } from "../../errors";
import { formatWhenIn } from "../../scheduling/date-format";
import { resolveRange } from "../../reports/range";
import { SURVEY_OPTIONS, surveyOptionLabel } from "./options";

export interface SurveyResultRow {
  id: number;
  when: string;
  classTitle: string;
  /** Teachers see a student by first name only. */
  studentFirstName: string;
  rating: number | null;
  option: string | null;
  remarks: string | null;
}

export interface SurveyResults {
  from: string;
  to: string;
  error: string | null;
  answered: number;
  averageRating: number | null;
  byOption: { value: string; label: string; count: number }[];
  rows: SurveyResultRow[];
}

/** Most recent answers listed on the page. */
export const SURVEY_RESULT_ROWS = 200;

/**
 * A teacher's survey results for a date range (of the classes, in the teacher's zone; default the
 * last 30 days): rated surveys of their own classes only, the mean rating, the count per option
 * and the latest answers with remarks (decision 027).
 */
export async function loadTeacherSurveyResults(
  db: Db,
  input: {
    user: SessionUser;
    search: Record<string, string | string[] | undefined>;
    zone: string;
    now: Date;
  },
): Promise<SurveyResults> {
  if (input.user.role !== "teacher") throw forbidden();
  const one = (v: string | string[] | undefined) =>
    typeof v === "string" && v !== "" ? v : undefined;
  let range;
  let error: string | null = null;
  try {
    range = resolveRange(
      { from: one(input.search.from), to: one(input.search.to) },
      input.zone,
      input.now,
    );
  } catch (e) {
    if (!isAppError(e)) throw e;
    error = e.message;
    range = resolveRange({}, input.zone, input.now);
  }
  const where = and(
    eq(classSurveys.teacherId, input.user.id),
    isNotNull(classSurveys.rating),
    gte(classSessions.startsAt, range.start),
    lt(classSessions.startsAt, range.end),
  );
  const [summary] = await db
    .select({
      answered: sql<number>`count(*)`.mapWith(Number),
      average: sql<string | null>`round(avg(${classSurveys.rating}), 2)`,
    })
    .from(classSurveys)
    .innerJoin(classSessions, eq(classSessions.id, classSurveys.sessionId))
    .where(where);
  const counts = await db
    .select({ feedback: classSurveys.feedback, count: sql<number>`count(*)`.mapWith(Number) })
    .from(classSurveys)
    .innerJoin(classSessions, eq(classSessions.id, classSurveys.sessionId))
    .where(where)
    .groupBy(classSurveys.feedback);
  const rows = await db
    .select({
      id: classSurveys.id,
      startsAt: classSessions.startsAt,
      classTitle: sql<string>`coalesce(${courses.name}, ${classSessions.title}, 'Class')`,
      studentFirstName: users.firstName,
      rating: classSurveys.rating,
      feedback: classSurveys.feedback,
      remarks: classSurveys.remarks,
    })
    .from(classSurveys)
    .innerJoin(classSessions, eq(classSessions.id, classSurveys.sessionId))
    .leftJoin(courses, eq(courses.id, classSessions.courseId))
    .innerJoin(users, eq(users.id, classSurveys.studentId))
    .where(where)
    .orderBy(desc(classSessions.startsAt), desc(classSurveys.id))
    .limit(SURVEY_RESULT_ROWS);
  return {
    from: range.from,
    to: range.to,
    error,
    answered: summary?.answered ?? 0,
    averageRating: summary?.average === null || !summary ? null : Number(summary.average),
    byOption: SURVEY_OPTIONS.map((o) => ({
      value: o.value,
      label: o.label,
      count: counts.find((c) => c.feedback === o.value)?.count ?? 0,
    })),
    rows: rows.map((r) => ({
      id: r.id,
      when: formatWhenIn(r.startsAt, input.zone),
      classTitle: r.classTitle,
      studentFirstName: r.studentFirstName,
      rating: r.rating,
      option: surveyOptionLabel(r.feedback),
      remarks: r.remarks,
    })),
  };
}
