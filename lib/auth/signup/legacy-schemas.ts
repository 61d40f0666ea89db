import { z } from "zod";
import { SIGNUP_MESSAGES as M } from "./messages";
import { loginContextShape, type LoginContextFields } from "./login-context";
import {
  checkOtpCode,
  emailField,
  identifierFrom,
  loginIdentifierShape,
  looseText,
  optionalSignupOtpField,
  otpShape,
  profileShape,
  report,
  signupAgeField,
  signupMobileField,
  signupNameField,
  signupOtpField,
  timezoneField,
  whatsappSchema,
} from "./schemas";

/**
 * Request and response schemas of the legacy login-or-signup calls (spec 2 section 7, base v1) and
 * signup calls (spec 3 section 7, site root), as agreed in docs/contracts-accounts.md. The routes
 * parse with the request schemas; docs/api.md is generated from both. Responses are written as one
 * object whose optional fields say when they are present (the docs list object fields).
 */

const engagementId = looseText
  .optional()
  .refine((v) => v === undefined || v.trim() === "" || v.trim() === "9", M.studentsOnly)
  .describe("9 (student or parent)");

function pickContext(v: LoginContextFields): LoginContextFields {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(loginContextShape) as (keyof LoginContextFields)[]) {
    if (v[key] !== undefined) out[key] = v[key];
  }
  return out as LoginContextFields;
}

// ---- POST /ng-api/v1/sendOTPForLoginORSignup ----

export const sendOtpForLoginOrSignupRequest = z
  .object({ engagement_id: engagementId, ...loginIdentifierShape })
  .transform((v, ctx) => ({ identifier: identifierFrom(v, ctx) }));

export const sendOtpForLoginOrSignupResponse = z.object({
  status: z.boolean().describe("true when a code was sent"),
  action: z.literal("otp_sent").optional().describe("status true only"),
  message: z.string(),
});

// ---- POST /ng-api/v1/otpLoginOrSignup ----

export const otpLoginOrSignupRequest = z
  .object({
    engagement_id: engagementId,
    ...loginIdentifierShape,
    ...otpShape,
    timezone: timezoneField.describe("IANA time zone of the browser, kept for a new account"),
    refferal_code: looseText
      .pipe(z.string().max(40, "This value is too long."))
      .optional()
      .describe("referral code typed at signup (new accounts)"),
    ...loginContextShape,
  })
  .transform((v, ctx) => {
    const identifier = identifierFrom(v, ctx);
    const code = report(ctx, checkOtpCode(v.cust_otp, "cust_otp"));
    const courseId = /^[0-9]{1,9}$/.test(v.course_id ?? "") ? Number(v.course_id) : undefined;
    return {
      identifier,
      code,
      timeZone: v.timezone,
      referralCode: v.refferal_code,
      courseId,
      context: pickContext(v),
    };
  });

const siblingSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
});

export const legacyUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string().describe("empty until the profile step for a new account"),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  country_code: z.string(),
  reg_mobile_num: z.string().nullable(),
  siblings: z
    .array(siblingSchema)
    .describe(
      "the other student accounts on this mobile (one was logged in: the oldest); for the sibling step",
    ),
});

export const nextStepSchema = z
  .object({
    kind: z.enum([
      "redirect",
      "enrol-workshop",
      "open-payment",
      "show-profile-step",
      "show-sibling-choice",
    ]),
    rule: z.string().describe("which of the eleven redirect rules applied"),
    to: z.string().optional().describe("redirect: the same-site path"),
    course_id: z.string().optional().describe("enrol-workshop"),
    slot_id: z.string().optional().describe("enrol-workshop"),
    pack_type: z.string().optional().describe("open-payment"),
    amount: z.number().nullable().optional().describe("open-payment"),
    currency: z.string().nullable().optional().describe("open-payment"),
    course_slug: z.string().nullable().optional().describe("show-sibling-choice"),
  })
  .describe("existing account: what the redirect rules of spec 2 section 4 decided");

export const otpLoginOrSignupResponse = z.object({
  status: z.boolean().describe("true: logged in (cookie set)"),
  login: z
    .enum(["true", "mobile_user", "email_user"])
    .optional()
    .describe('"true" existing account; "mobile_user"/"email_user" new account: profile step next'),
  show_entity: z.literal("false").optional().describe("existing account"),
  prefix: z.literal("st").optional(),
  redirect_to: z.string().optional().describe("existing account: where to go next"),
  next_step: nextStepSchema.optional(),
  user: legacyUserSchema.optional(),
  message: z.string().optional().describe("status false: why"),
});

// ---- POST /ng-api/v1/submitUserWhatsappMobile (session) ----

export const submitUserWhatsappMobileRequest = whatsappSchema;
export const submitUserWhatsappMobileResponse = z.object({ status: z.literal(true) });

// ---- POST /check-user-unique-email ----

export const checkUserUniqueEmailRequest = z.object({
  email: emailField.describe("the address to check among students"),
});
export const checkUserUniqueEmailResponse = z.object({
  status: z.boolean().describe("true when no other student account uses the address"),
  message: z.string().optional().describe(`status false: "${M.emailTaken}"`),
});

// ---- POST /ng-api/v1/submitUserData (session) ----

export const submitUserDataRequest = z
  .object({ ...profileShape, ...loginContextShape })
  .transform(({ name, email, age, parent_name, timezone, ...rest }) => ({
    name,
    email,
    age,
    parent_name,
    timezone,
    context: pickContext(rest),
  }));
export const submitUserDataResponse = z.object({
  status: z.literal(true),
  redirect_to: z.string().describe("where to go: the redirect rules on the context fields sent"),
});

// ---- POST /registerStudent ----

export const registerStudentRequest = z.object({
  action_type: looseText
    .pipe(z.string().max(20, "This value is too long."))
    .optional()
    .describe('"resend" asks for a new code'),
  name: signupNameField,
  mobile: signupMobileField,
  age: signupAgeField,
  otp: optionalSignupOtpField,
});
export const registerStudentResponse = z.object({
  status: z.boolean().describe("true: done (cookie set for register and login)"),
  action_type: z
    .enum(["otp_sent", "otp_resent", "register", "login"])
    .optional()
    .describe("status true only"),
  message: z.string(),
});

// ---- POST /send-otp-for-register ----

export const sendOtpForRegisterRequest = z.object({
  name: signupNameField,
  mobile: signupMobileField,
});
export const sendOtpForRegisterResponse = z.object({
  sendOTP: z.enum(["true", "false"]),
  message: z.string(),
});

// ---- POST /verify-otp-for-register ----

export const verifyOtpForRegisterRequest = z.object({
  name: signupNameField,
  mobile: signupMobileField,
  age: signupAgeField,
  otp: signupOtpField,
});
export const verifyOtpForRegisterResponse = z.object({
  login: z
    .enum(["true", "failed"])
    .describe('"true": logged in (cookie set), the account made when new'),
  show_entity: z.literal("false"),
  random_score: z
    .number()
    .int()
    .optional()
    .describe(
      "login true: greater than 0 sends the client to /thank_you_random (half of new accounts, stable per account); 0: the dashboard",
    ),
  prefix: z.literal("st").optional().describe("login true: the area, go to /{prefix}/dashboard"),
  status_msg: z.string().optional().describe("login failed: why"),
});
