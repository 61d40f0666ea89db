import { describe, expect, it } from "vitest";
import { quizAnswersOf, quizFormSchema } from "./form";
import { QUIZ_MESSAGES } from "./messages";
import { scoreQuiz, optionIndexOf } from "./score";

const questions = [
  { question_id: 4, question: "A?", options: ["Yes", "No"], marks: 1, subject_id: 2 },
  { question_id: 9, question: "B?", options: ["Yes", "No"], marks: 2, subject_id: 2 },
];

describe("quiz form", () => {
  it("needs every question answered, with the spec's message", () => {
    const schema = quizFormSchema(questions);
    const partial = schema.safeParse({ answers: { q4: "Yes" } });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues[0]?.message).toBe(QUIZ_MESSAGES.answerAll);
    expect(quizFormSchema([]).safeParse({ answers: {} }).success).toBe(false);
    expect(schema.safeParse({ answers: { q4: "Yes", q9: "No" } }).success).toBe(true);
  });

  it("sends every question with its answer, marks and subject", () => {
    expect(quizAnswersOf(questions, { answers: { q4: "Yes" } })).toEqual({
      quiz_answers: [
        { question_id: 4, answer: "Yes", marks: 1, subject_id: 2 },
        { question_id: 9, answer: null, marks: 2, subject_id: 2 },
      ],
    });
  });
});

describe("quiz score", () => {
  const stored = [
    { id: 1, options: ["a", "b"], correctOption: 0, marks: 1 },
    { id: 2, options: ["a", "b"], correctOption: 1, marks: 1 },
    { id: 3, options: ["a", "b", "c"], correctOption: 2, marks: 3 },
  ];
  it("weighs by marks and rounds down: 59.x % is below the pass mark", () => {
    expect(
      scoreQuiz(
        stored,
        new Map([
          [1, 0],
          [2, 1],
          [3, 2],
        ]),
      ),
    ).toMatchObject({ percentage: 100, passed: true });
    expect(scoreQuiz(stored, new Map([[3, 2]]))).toMatchObject({
      score: 3,
      total: 5,
      percentage: 60,
      passed: true,
    });
    expect(
      scoreQuiz(
        stored,
        new Map([
          [1, 0],
          [2, 1],
        ]),
      ),
    ).toMatchObject({ percentage: 40, passed: false });
    const five = [...stored, { id: 4, options: ["a", "b"], correctOption: 0, marks: 3 }]; // total 8
    expect(
      scoreQuiz(
        five,
        new Map([
          [3, 2],
          [2, 1],
          [1, 1],
        ]),
      ),
    ).toMatchObject({ score: 4, percentage: 50 });
  });
  it("reads an answer as option text or index", () => {
    expect(optionIndexOf(["Yes", "No"], "No")).toBe(1);
    expect(optionIndexOf(["Yes", "No"], "0")).toBe(0);
    expect(optionIndexOf(["Yes", "No"], 1)).toBe(1);
    expect(optionIndexOf(["Yes", "No"], 2)).toBeNull();
    expect(optionIndexOf(["Yes", "No"], "Maybe")).toBeNull();
  });
});
