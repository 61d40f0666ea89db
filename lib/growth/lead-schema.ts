import { z } from "zod";
import { DEFAULT_COUNTRY_CODE, emailField, FIELD_MESSAGES, timeZoneField } from "@/lib/fields";
import { REGISTRATION_MESSAGES } from "@/lib/auth/messages";
import { GROWTH_MESSAGES as M } from "./messages";
import { checkCountryAndMobile } from "./phone-check";

/** The accounts' password minimum (lib/auth/password-reset.ts, not importable in the browser). */
const LEAD_PASSWORD_MIN = 8;

const required = (max: number, message: string = M.fieldRequired) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/**
 * save-demo-leads (spec 1 §6): the fields the lead form and the call share (decision 014). The
 * date and time are the visitor's wall clock in `time_zone`; whether they are in the future and in
 * teaching hours is the service's check (answer 222), not a field rule.
 */
export const demoLeadRequest = z
  .object({
    name: required(120, M.nameRequired),
    email: emailField(),
    country_code: z.string().trim().default(DEFAULT_COUNTRY_CODE),
    mobile: z.string({ error: FIELD_MESSAGES.mobileInvalid }).trim(),
    category: required(80),
    subject: required(120),
    budget: required(40),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.leadTimeMissing),
    time: z
      .string()
      .trim()
      .regex(/^\d{2}:\d{2}$/, M.leadTimeMissing),
    time_zone: timeZoneField().optional(),
    otp: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, M.otpRequired),
    password: z.string().min(LEAD_PASSWORD_MIN, REGISTRATION_MESSAGES.passwordTooShort).max(128),
  })
  .superRefine((v, ctx) => checkCountryAndMobile(v, ctx, FIELD_MESSAGES.mobileInvalid));
export type DemoLeadRequest = z.output<typeof demoLeadRequest>;
export type DemoLeadForm = z.input<typeof demoLeadRequest>;

/** The answer: responseCode 200 (saved, go to `redirect`), 222 (time error), 202 (OTP error). */
export const demoLeadResponse = z.object({
  status: z.enum(["success", "failed"]),
  responseCode: z.union([z.literal(200), z.literal(202), z.literal(222)]),
  message: z.string(),
  redirect: z.string().optional(),
});
export type DemoLeadResponse = z.infer<typeof demoLeadResponse>;
