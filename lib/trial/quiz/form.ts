import { z } from "zod";
import { QUIZ_MESSAGES } from "./messages";
import type { QuizQuestionItem } from "./schemas";

/** The quiz form's field name of a question (not a bare number: react-hook-form reads those as indexes). */
export const answerKey = (questionId: number) => `q${questionId}`;

/**
 * The course quiz form (react-hook-form + zodResolver): every question answered, else the spec's
 * 'Please answer all questions before submitting.' (the server checks the same).
 */
export function quizFormSchema(questions: Pick<QuizQuestionItem, "question_id">[]) {
  return z
    .object({ answers: z.record(z.string(), z.string().nullable().optional()) })
    .superRefine((value, ctx) => {
      const missing =
        questions.length === 0 || questions.some((q) => !value.answers[answerKey(q.question_id)]);
      if (missing)
        ctx.addIssue({ code: "custom", message: QUIZ_MESSAGES.answerAll, path: ["answers"] });
    });
}

export type QuizFormValues = z.infer<ReturnType<typeof quizFormSchema>>;

/** The submit-quiz body for the form's values (marks and subject_id as the spec sends them). */
export function quizAnswersOf(questions: QuizQuestionItem[], values: QuizFormValues) {
  return {
    quiz_answers: questions.map((q) => ({
      question_id: q.question_id,
      answer: values.answers[answerKey(q.question_id)] ?? null,
      marks: q.marks,
      subject_id: q.subject_id,
    })),
  };
}
