/** What the course quiz says (spec 3 §5 and §8; issue 23). */
export const QUIZ_MESSAGES = {
  answerAll: "Please answer all questions before submitting.",
  requestError: "An error occurred while submitting the quiz.",
  unknownQuestion: "This quiz has changed. Please reload the page and try again.",
  positive: "Great result! This course is a good match: book a free session to start.",
  negative:
    "This course may be a stretch for now: book a free session and a teacher will suggest the right level.",
} as const;

/** The pass mark: a percentage of 60 or more is the positive row (spec 3 §9). */
export const QUIZ_PASS_PERCENT = 60;
