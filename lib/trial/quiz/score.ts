import { QUIZ_PASS_PERCENT } from "./messages";

export interface StoredQuestion {
  id: number;
  options: string[];
  correctOption: number;
  marks: number;
}

/** The option index an answer names (its text, or its index), or null when it names none. */
export function optionIndexOf(options: string[], answer: string | number): number | null {
  if (typeof answer === "number") return answer >= 0 && answer < options.length ? answer : null;
  const text = answer.trim();
  const byText = options.findIndex((o) => o === text);
  if (byText >= 0) return byText;
  if (/^\d+$/.test(text)) return optionIndexOf(options, Number(text));
  return null;
}

/**
 * The score of a quiz from the stored questions and the chosen options: marks of the right answers
 * over all marks, as a whole percentage rounded down (59.9 % is below the pass mark).
 */
export function scoreQuiz(questions: StoredQuestion[], chosen: Map<number, number>) {
  const total = questions.reduce((sum, q) => sum + q.marks, 0);
  const score = questions.reduce(
    (sum, q) => sum + (chosen.get(q.id) === q.correctOption ? q.marks : 0),
    0,
  );
  const percentage = total === 0 ? 0 : Math.floor((score * 100) / total);
  return { score, total, percentage, passed: percentage >= QUIZ_PASS_PERCENT };
}
