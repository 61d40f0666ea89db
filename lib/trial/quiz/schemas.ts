import { z } from "zod";
import { idField, parseId } from "@/lib/fields";

// Request and response schemas of the course quiz calls (spec 3 §6–§7). Browser-safe.

/** POST get-trail-course-quiz {course_id}. */
export const courseQuizRequest = z.object({ course_id: idField() });

export const quizQuestionItem = z.object({
  question_id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  marks: z.number().int().describe("what the question is worth (the server scores it)"),
  subject_id: z.number().int(),
});

export const courseQuizResponse = z.object({
  status: z.literal(true),
  course_id: z.number().int(),
  data: z.array(quizQuestionItem),
  quizResultPositive: z.string().describe("the positive row's text (60 % or more)"),
  quizResultNegative: z.string().describe("the negative row's text (below 60 %)"),
});

/** An answer: the chosen option's text or its index; null (or empty) when unanswered. */
const answerValue = z
  .union([z.string().max(500), z.number().int().min(0).max(20), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? null : v));

/** POST submit-quiz {quiz_answers:[{question_id, answer|null, marks, subject_id}]} (JSON). */
export const submitQuizRequest = z.object({
  quiz_answers: z
    .array(
      z.object({
        question_id: idField(),
        answer: answerValue,
        marks: z.unknown().optional().describe("ignored: the server scores from stored answers"),
        subject_id: z
          .unknown()
          .optional()
          .transform((v) => parseId(v) ?? undefined)
          .describe("ignored"),
      }),
    )
    .max(100)
    .default([]),
});

export const submitQuizResponse = z.object({
  status: z.boolean(),
  percentage: z.number().int().nullable(),
  message: z.string(),
  result: z.enum(["positive", "negative"]).nullable().describe("which row the page shows"),
});

export type QuizQuestionItem = z.infer<typeof quizQuestionItem>;
export type SubmitQuizAnswer = z.infer<typeof submitQuizResponse>;
export type SubmitQuizInput = z.output<typeof submitQuizRequest>;
