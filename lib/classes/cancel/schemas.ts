import { z } from "zod";
import { classIdSchema } from "../class-id";
import { CANCEL_MESSAGES, CANCEL_RULES } from "./rules";

/** GET /request-cancel?slot_id (spec 3 section 7). */
export const requestCancelQuery = z.object({
  slot_id: classIdSchema.describe("the class session id"),
});

/** POST cancel-student-class {slot_id, reason?} (spec 3 section 7). */
export const cancelStudentClassRequest = z.object({
  slot_id: classIdSchema.describe("the class session id"),
  reason: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined)),
      z
        .string({ error: CANCEL_MESSAGES.reasonTooLong })
        .max(CANCEL_RULES.reasonMaxLength, CANCEL_MESSAGES.reasonTooLong)
        .optional(),
    )
    .describe(`why (optional, at most ${CANCEL_RULES.reasonMaxLength} characters)`),
});

export const requestCancelResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  data: z.object({
    slot_id: z.number().int(),
    subject_name: z.string().nullable(),
    teacher_name: z.string(),
    is_demo: z.boolean(),
    starts_at: z.string(),
    ends_at: z.string(),
    date_label: z.string().describe("'DD MMMM, yyyy' in the viewer's zone: '14 March, 2025'"),
    time_label: z.string().describe("'hh:mm A' and the zone: '04:30 PM (IST)'"),
    when_label: z.string().describe("spec 3's form: 'Friday, 14th Mar at 04:30 PM (IST)'"),
    can_cancel: z.boolean(),
    reason: z.enum(["class_started", "already_cancelled"]).nullable(),
    is_last_minute: z.boolean().describe("the class starts within 24 hours"),
    hours_until_start: z.number().int(),
    notes: z.array(z.string()).describe("what cancelling means, as sentences to show"),
  }),
  message: z.string(),
});

export const cancelStudentClassResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  slot_id: z.number().int(),
  is_last_minute: z.boolean(),
});

export type RequestCancelAnswer = z.output<typeof requestCancelResponse>;
export type CancelStudentClassAnswer = z.output<typeof cancelStudentClassResponse>;
