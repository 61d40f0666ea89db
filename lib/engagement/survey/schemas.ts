import { z } from "zod";
import {
  optionalBodyId as optionalId,
  requiredBodyId as requiredId,
  toOptionalText,
} from "@/lib/fields";
import { remarksRequiredFor, SURVEY_MESSAGES, SURVEY_OPTIONS } from "./options";

// Browser-safe: the survey modal validates step 2 with the same rule as the server.

const optionValues = SURVEY_OPTIONS.map((o) => o.value) as [string, ...string[]];

/** Step 2 of the modal: one option, remarks when that option asks for them. */
export const surveyFeedbackSchema = z
  .object({
    feedback: z.preprocess(
      toOptionalText,
      z.enum(optionValues, { error: SURVEY_MESSAGES.chooseOption }),
    ),
    remarks: z.preprocess(
      toOptionalText,
      z.string().trim().max(1000, SURVEY_MESSAGES.remarksTooLong).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (remarksRequiredFor(value.feedback) && !value.remarks) {
      ctx.addIssue({ code: "custom", path: ["remarks"], message: SURVEY_MESSAGES.enterRemarks });
    }
  });

export type SurveyFeedbackForm = z.input<typeof surveyFeedbackSchema>;

/** POST /set-survey-rating {surveyId, rating 1–5, userId} (spec 3). */
export const setSurveyRatingRequest = z.object({
  surveyId: requiredId(SURVEY_MESSAGES.surveyNotFound),
  rating: z.coerce
    .number({ error: SURVEY_MESSAGES.ratingRange })
    .int(SURVEY_MESSAGES.ratingRange)
    .min(1, SURVEY_MESSAGES.ratingRange)
    .max(5, SURVEY_MESSAGES.ratingRange),
  userId: optionalId,
});

/**
 * POST display-survey-options (spec 3: action_type, slot_id, feedback_val, capturefeedback,
 * survey_meeting_id, remarks_val). action_type "submit" saves step 2 (feedback_val, remarks_val);
 * anything else shows the survey of slot_id, or the caller's pending one.
 */
export const displaySurveyOptionsRequest = z.object({
  action_type: z.preprocess(toOptionalText, z.string().max(20).optional()),
  slot_id: optionalId,
  survey_meeting_id: optionalId,
  feedback_val: z.preprocess(toOptionalText, z.string().max(40).optional()),
  remarks_val: z.preprocess(toOptionalText, z.string().max(2000).optional()),
  capturefeedback: z.preprocess(toOptionalText, z.string().max(20).optional()),
});

/** POST close-survey-options {slot_id} (spec 3). */
export const closeSurveyOptionsRequest = z.object({
  slot_id: requiredId(SURVEY_MESSAGES.surveyNotFound),
});

/** The survey as the new UI renders it (the JSON equivalent of the legacy html, decision 027). */
export const surveyView = z.object({
  surveyId: z.number(),
  slot_id: z.number(),
  class_title: z.string(),
  teacher_first_name: z.string(),
  class_time: z.string(),
  rating: z.number().nullable(),
  feedback: z.string().nullable(),
  remarks: z.string().nullable(),
  /** 1: rate; 2: choose an option; "done": answered, waiting to be closed. */
  step: z.union([z.literal(1), z.literal(2), z.literal("done")]),
  options: z.array(z.object({ value: z.string(), label: z.string(), remarks: z.boolean() })),
  points_on_finish: z.number(),
});
export type SurveyView = z.infer<typeof surveyView>;

export const displaySurveyOptionsResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  /** Whether to open the modal. */
  show: z.boolean(),
  survey: surveyView.nullable(),
});

export const closeSurveyOptionsResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  /** Points this survey earned (0 when closed unanswered). */
  points: z.number(),
  total_points: z.number(),
});
