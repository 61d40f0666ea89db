"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button, Spinner, useToast } from "@/components/ui";
import {
  answerKey,
  quizAnswersOf,
  quizFormSchema,
  type QuizFormValues,
} from "@/lib/trial/quiz/form";
import { QUIZ_MESSAGES, QUIZ_PASS_PERCENT } from "@/lib/trial/quiz/messages";
import type { QuizQuestionItem, SubmitQuizAnswer } from "@/lib/trial/quiz/schemas";

type Quiz = {
  data: QuizQuestionItem[];
  quizResultPositive: string;
  quizResultNegative: string;
};
type Load = { state: "loading" } | { state: "error" } | { state: "ready"; quiz: Quiz };

/**
 * The course quiz (spec 3 §5): questions from get-trail-course-quiz, every one answered, scored by
 * submit-quiz on the server. On success the submit area hides and the positive row (60 % or more)
 * or the negative row shows; status false toasts the server's message, a failed request toasts
 * 'An error occurred while submitting the quiz.'.
 */
export function CourseQuiz({ courseId }: { courseId: number }) {
  const { toast } = useToast();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [result, setResult] = useState<{ percentage: number; message: string } | null>(null);

  const fetchQuiz = useCallback(async () => {
    try {
      const response = await fetch("/get-trail-course-quiz", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ course_id: courseId }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setLoad({ state: "ready", quiz: (await response.json()) as Quiz });
    } catch {
      setLoad({ state: "error" });
    }
  }, [courseId]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading data once on mount
    void fetchQuiz();
  }, [fetchQuiz]);

  const questions = useMemo(() => (load.state === "ready" ? load.quiz.data : []), [load]);
  const schema = useMemo(() => quizFormSchema(questions), [questions]);
  const form = useForm<QuizFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { answers: {} },
  });
  // The form-level rule (every question answered) is reported on "answers" as a whole.
  const error = (form.formState.errors.answers as { message?: string } | undefined)?.message;

  async function submit(values: QuizFormValues) {
    let answer: SubmitQuizAnswer;
    try {
      const response = await fetch("/submit-quiz", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(quizAnswersOf(questions, values)),
      });
      if (!response.ok) throw new Error(String(response.status));
      answer = (await response.json()) as SubmitQuizAnswer;
    } catch {
      toast({ title: QUIZ_MESSAGES.requestError, variant: "error" });
      return;
    }
    if (answer.status !== true || answer.percentage === null) {
      toast({ title: answer.message || QUIZ_MESSAGES.answerAll, variant: "error" });
      return;
    }
    setResult({ percentage: answer.percentage, message: answer.message });
  }

  if (load.state === "loading") return <Spinner size="sm" label="Loading the quiz" />;
  if (load.state === "error") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-800">We could not load the quiz.</p>
        <Button variant="secondary" size="sm" onClick={() => void fetchQuiz()}>
          Try again
        </Button>
      </div>
    );
  }
  if (questions.length === 0) return <p className="text-slate-800">No quiz for this course yet.</p>;
  const positive = result !== null && result.percentage >= QUIZ_PASS_PERCENT;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 p-5"
      aria-label="Course quiz"
    >
      <ol className="flex list-decimal flex-col gap-5 pl-5">
        {questions.map((q) => (
          <li key={q.question_id}>
            <fieldset disabled={result !== null}>
              <legend className="font-medium">{q.question}</legend>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {q.options.map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      value={option}
                      className="size-5 accent-indigo-700"
                      {...form.register(`answers.${answerKey(q.question_id)}`)}
                    />
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {result === null ? (
        <div className="flex flex-col gap-2" data-testid="quiz-submit-area">
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Checking…" : "See my result"}
            </Button>
          </div>
        </div>
      ) : null}
      <div aria-live="polite">
        {result !== null && positive ? (
          <div className="rounded-lg bg-emerald-50 p-4" data-testid="quiz-result-positive">
            <h3 className="font-semibold text-emerald-900">
              You scored {result.percentage}%: a good match
            </h3>
            <p className="mt-1 text-sm text-slate-800">{result.message}</p>
          </div>
        ) : null}
        {result !== null && !positive ? (
          <div className="rounded-lg bg-amber-50 p-4" data-testid="quiz-result-negative">
            <h3 className="font-semibold text-amber-900">
              You scored {result.percentage}%: not yet
            </h3>
            <p className="mt-1 text-sm text-slate-800">{result.message}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
