import { z } from "zod";
import {
  blankToAbsent,
  emailField,
  FIELD_MESSAGES,
  idField,
  normalizeCountryCode,
} from "@/lib/fields";
import { GROWTH_MESSAGES as M } from "./messages";
import { checkCountryAndMobile } from "./phone-check";

/** The most numbers one send-refer-message call takes. */
export const REFER_LIST_MAX = 20;

/** "98…, 97…" or ["98…", "97…"]: the numbers as typed, blanks dropped. */
function numbersOf(value: unknown): unknown {
  const items = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value.split(/[,;\n]/)
      : value;
  return Array.isArray(items) ? items.map((n) => String(n).trim()).filter((n) => n !== "") : items;
}

/** POST /api/send-refer-message (spec 1 §7): the caller's id and the numbers to invite. */
export const sendReferMessageRequest = z.object({
  user_id: idField(),
  mobile_list: z.preprocess(
    numbersOf,
    z
      .array(z.string(), { error: M.referListRequired })
      .min(1, M.referListRequired)
      .max(REFER_LIST_MAX, M.referListTooLong),
  ),
  /** The dial code of numbers written without one (default +91). */
  country_code: z.string().trim().optional(),
});
export type SendReferMessageRequest = z.output<typeof sendReferMessageRequest>;

export const sendReferMessageResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
  sent: z.number().int(),
  already_invited: z.number().int(),
});

/** The WhatsApp number of add-referral-student: 5 to 12 digits, nothing else (spec 3 §8). */
const whatsappDigits = /^[0-9]{5,12}$/;

/**
 * POST add-referral-student (spec 3 §8): country code required; WhatsApp number 5–12 digits, no
 * spaces or special characters, valid for its code; optional valid e-mail. The form uses it too.
 */
export const addReferralStudentRequest = z
  .object({
    name: z.string().trim().max(120).optional(),
    country_code: z
      .string({ error: FIELD_MESSAGES.countryCodeRequired })
      .trim()
      .min(1, FIELD_MESSAGES.countryCodeRequired),
    mobile: z
      .string({ error: FIELD_MESSAGES.whatsappRequired })
      .min(1, FIELD_MESSAGES.whatsappRequired)
      .regex(whatsappDigits, FIELD_MESSAGES.whatsappInvalid),
    email: z.preprocess(blankToAbsent, emailField().optional()),
  })
  .superRefine((v, ctx) => {
    // The digits rule already spoke for a malformed number: one message per field.
    if (whatsappDigits.test(v.mobile))
      checkCountryAndMobile(v, ctx, FIELD_MESSAGES.whatsappInvalid);
    else if (!normalizeCountryCode(v.country_code))
      ctx.addIssue({
        code: "custom",
        path: ["country_code"],
        message: FIELD_MESSAGES.countryCodeInvalid,
      });
  });
export type AddReferralStudentForm = z.input<typeof addReferralStudentRequest>;

export const addReferralStudentResponse = z.object({
  status: z.literal("success"),
  responseCode: z.literal(200),
  message: z.string(),
});
