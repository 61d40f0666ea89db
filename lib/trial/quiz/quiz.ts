import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses, courseUnits, quizAttempts, quizQuestions } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-user";
import { badRequest, notFound } from "@/lib/errors";
import { QUIZ_MESSAGES as M } from "./messages";
import type { SubmitQuizAnswer, SubmitQuizInput } from "./schemas";
import { optionIndexOf, scoreQuiz } from "./score";

/** The result rows' texts: the course's own (course units), else the house wording. */
async function resultTexts(db: Db, courseId: number) {
  const rows = await db
    .select({ kind: courseUnits.kind, title: courseUnits.title, body: courseUnits.body })
    .from(courseUnits)
    .where(
      and(
        eq(courseUnits.courseId, courseId),
        inArray(courseUnits.kind, ["quiz_result_positive", "quiz_result_negative"]),
      ),
    )
    .orderBy(asc(courseUnits.sortOrder));
  const text = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? (row.body.trim() || row.title).trim() : null;
  };
  return {
    positive: text("quiz_result_positive") ?? M.positive,
    negative: text("quiz_result_negative") ?? M.negative,
  };
}

/** POST get-trail-course-quiz: the questions of a published course (never the right options). */
export async function courseQuiz(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isPublished, true)))
    .limit(1);
  if (!course) throw notFound("This course is not available.");
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, courseId))
    .orderBy(asc(quizQuestions.sortOrder), asc(quizQuestions.id));
  const texts = await resultTexts(db, courseId);
  return {
    status: true as const,
    course_id: courseId,
    data: questions.map((q) => ({
      question_id: q.id,
      question: q.question,
      options: q.options,
      marks: q.marks,
      subject_id: q.subjectId,
    })),
    quizResultPositive: texts.positive,
    quizResultNegative: texts.negative,
  };
}

const answerAll: SubmitQuizAnswer = {
  status: false,
  percentage: null,
  message: M.answerAll,
  result: null,
};

/**
 * POST submit-quiz: scores the answers against the stored questions (client marks are ignored).
 * Every question of the quiz's course needs an answer that names one of its options; otherwise
 * status false with the spec's message. Question ids of no course or of two courses: 400.
 */
export async function submitQuiz(
  db: Db,
  user: SessionUser | null,
  input: SubmitQuizInput,
  now: Date,
): Promise<SubmitQuizAnswer> {
  if (input.quiz_answers.length === 0) return answerAll;
  const ids = [...new Set(input.quiz_answers.map((a) => a.question_id))];
  const named = await db
    .select({ id: quizQuestions.id, courseId: quizQuestions.courseId })
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, ids));
  const courseIds = new Set(named.map((q) => q.courseId));
  if (named.length !== ids.length || courseIds.size !== 1) throw badRequest(M.unknownQuestion);
  const courseId = named[0]!.courseId;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, courseId));
  const chosen = new Map<number, number>();
  for (const a of input.quiz_answers) {
    const q = questions.find((x) => x.id === a.question_id)!;
    const index = a.answer === null ? null : optionIndexOf(q.options, a.answer);
    if (index !== null) chosen.set(q.id, index);
  }
  if (questions.some((q) => !chosen.has(q.id))) return answerAll;
  const result = scoreQuiz(questions, chosen);
  await db.insert(quizAttempts).values({
    courseId,
    userId: user?.role === "student" ? user.id : null,
    answers: [...chosen].map(([question_id, index]) => ({
      question_id,
      answer: questions.find((q) => q.id === question_id)!.options[index]!,
    })),
    score: result.score,
    total: result.total,
    percentage: result.percentage,
    createdAt: now,
  });
  const texts = await resultTexts(db, courseId);
  return {
    status: true,
    percentage: result.percentage,
    message: result.passed ? texts.positive : texts.negative,
    result: result.passed ? "positive" : "negative",
  };
}
