import { z } from "zod";
import { signupSchema } from "@/lib/auth/ui-schemas";

/** save-buddy's answers and refusals (spec 2 sections 4 and 8; the 202 texts are ours). */
export const BUDDY_SIGNUP_MESSAGES = {
  failed: "Something went wrong. Please try again later",
  badLink: "This invite link is not valid. Please ask your friend for a new one.",
  expired: "This invite link has expired. Please ask your friend for a new one.",
  full: "This buddy batch is full. Please ask your friend about another batch.",
  fullAfterSignup:
    "Your account is ready, but this buddy batch filled up meanwhile. Please log in and choose another class.",
  closed: "This buddy batch's class pack is no longer on sale. Please ask your friend.",
  alreadyMember: "You are already in this buddy batch.",
  proceed: "Your account is ready. Taking you to the payment for your seat.",
  passwordTooShort: "Password must be at least 8 characters.",
  consent: "Please accept the terms to continue.",
} as const;

/** How long a batch's invite link works after the batch was made. */
export const BUDDY_INVITE_DAYS = 30;

/**
 * The buddy signup form (react-hook-form): the student signup form's name, e-mail and mobile
 * rules, a password (the buddy logs in with it right after) and the terms.
 */
export const buddySignupSchema = signupSchema.safeExtend({
  password: z.string().min(8, BUDDY_SIGNUP_MESSAGES.passwordTooShort).max(128),
  consent: z.boolean().refine((v) => v, BUDDY_SIGNUP_MESSAGES.consent),
});
export type BuddySignupValues = z.infer<typeof buddySignupSchema>;

/** The JSON body of POST /save-buddy (the buddy lead). */
export const saveBuddyRequest = z.object({
  token: z.string().describe("the invite link's token"),
  name: z.string().describe("full name"),
  email: z.string(),
  password: z.string().describe("at least 8 characters"),
  reg_mobile_num: z.string().describe("mobile number (verified by the registration OTP)"),
  country_code: z.string().optional(),
});

export const saveBuddyResponse = z.object({
  responseCode: z
    .number()
    .int()
    .describe("200 go to paymentUrl; 202 show the message and stop; 422 see errors"),
  data: z.object({ paymentUrl: z.string().optional(), messageDescription: z.string() }).optional(),
  message: z.string().optional(),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe("name, email, reg_mobile_num, password"),
});
