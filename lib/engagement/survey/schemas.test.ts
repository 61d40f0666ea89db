import { describe, expect, it } from "vitest";
import { SURVEY_MESSAGES, SURVEY_OPTIONS } from "./options";
import { setSurveyRatingRequest, surveyFeedbackSchema } from "./schemas";

const firstMessage = (value: unknown) => {
  const r = surveyFeedbackSchema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("step 2 of the survey (the modal and the server share it)", () => {
  it("needs one option: 'Please choose one option from above.'", () => {
    expect(firstMessage({})).toBe("Please choose one option from above.");
    expect(firstMessage({ feedback: "" })).toBe(SURVEY_MESSAGES.chooseOption);
    expect(firstMessage({ feedback: "nonsense" })).toBe(SURVEY_MESSAGES.chooseOption);
  });

  it("needs remarks for the options that ask for them: 'Please enter the remarks.'", () => {
    for (const o of SURVEY_OPTIONS) {
      const message = firstMessage({ feedback: o.value, remarks: "   " });
      expect(message, o.value).toBe(o.remarks ? "Please enter the remarks." : null);
      expect(firstMessage({ feedback: o.value, remarks: "Fine" }), o.value).toBeNull();
    }
  });

  it("caps remarks at 1000 characters", () => {
    expect(firstMessage({ feedback: "fun", remarks: "x".repeat(1001) })).toBe(
      SURVEY_MESSAGES.remarksTooLong,
    );
  });
});

describe("set-survey-rating", () => {
  it("takes ratings 1 to 5 only, as numbers or digits", () => {
    expect(setSurveyRatingRequest.parse({ surveyId: "7", rating: "5" })).toMatchObject({
      surveyId: 7,
      rating: 5,
    });
    for (const rating of [0, 6, 2.5, "x"])
      expect(
        setSurveyRatingRequest.safeParse({ surveyId: 7, rating }).success,
        String(rating),
      ).toBe(false);
  });
});
