import { z } from "zod";
import {
  EXPERIENCE_OPTIONS,
  READY_TO_JOIN_FIELD,
  TIMESLOT_OPTIONS,
  TRAINING_MESSAGES as M,
  YES_NO,
} from "./messages";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/**
 * POST teacher-training-program (spec 3): eleven required fields with the form's messages.
 * Instrument and reason_to_apply exist but are disabled: accepted and ignored when empty.
 */
export const trainingApplicationRequest = z.object({
  applicant_name: z
    .string({ error: M.applicantName })
    .trim()
    .min(1, M.applicantName)
    .max(120, M.applicantName),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid)
    .regex(EMAIL, M.emailInvalid),
  country_code: z
    .string({ error: M.phoneRequired })
    .trim()
    .regex(/^\+?[0-9]{1,4}$/, M.phoneRequired)
    .transform((v) => (v.startsWith("+") ? v : `+${v}`)),
  phone_number: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(/^[0-9]+$/, M.phoneDigits)
    .min(10, M.phoneShort)
    .max(10, M.phoneLong),
  ready_to_pay: choice(YES_NO, M.readyToPay),
  have_laptop: choice(YES_NO, M.haveLaptop),
  have_keyboard: choice(YES_NO, M.haveKeyboard),
  teaching_experience_years: choice(EXPERIENCE_OPTIONS, M.experience),
  english_proficiency: z.coerce
    .number({ error: M.english })
    .int(M.english)
    .min(1, M.english)
    .max(5, M.english),
  [READY_TO_JOIN_FIELD]: choice(YES_NO, M.readyToJoin),
  preferred_timeslot: choice(TIMESLOT_OPTIONS, M.timeslot),
});
export type TrainingApplication = z.output<typeof trainingApplicationRequest>;
export type TrainingApplicationInput = z.input<typeof trainingApplicationRequest>;
