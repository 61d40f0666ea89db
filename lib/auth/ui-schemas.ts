import { z } from "zod";
import { checkedBy, emailField, FIELD_MESSAGES, longTextField, parsePhone } from "@/lib/fields";
import { isTimeZone } from "@/lib/fields/is-time-zone";
import { DEFAULT_COUNTRY_CODE } from "./identifiers";
import { loginIdentifier } from "./legacy-schemas";
import { LOGIN_MESSAGES, PASSWORD_RESET_MESSAGES, REGISTRATION_MESSAGES } from "./messages";
import { SIGNUP_MESSAGES as SPEC2_MESSAGES } from "./signup/messages";
import { checkEmail, checkMobile } from "./signup/schemas";

/**
 * The accounts forms' schemas (login, signup, forgot password, login-or-signup), for
 * react-hook-form's zodResolver (decision 014). They hold no rule of their own: every field rule is
 * the server's, from lib/fields (e-mail, phone, long text) or the legacy call's own field schema
 * (`checkedBy`, `checkEmail`, `checkMobile`), so the browser says what the server will say; only
 * the form's shape (camelCase names, the role picker, confirm-password) is written here. The
 * legacy calls the forms post to map their field names onto these (REGISTRATION_FORM_FIELDS).
 * lib/fields/parity.test.ts runs one table of inputs through both sides.
 */

export const ACCOUNT_ROLES = ["student", "teacher"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Spec 1 sections 5 and 8 (login). */
export const LOGIN_UI_MESSAGES = {
  identifierRequired: LOGIN_MESSAGES.identifierRequired,
  roleRequired: LOGIN_MESSAGES.engagement,
  methodRequired: "Please select a verification method.",
  otpIncorrect: LOGIN_MESSAGES.wrongOtpLength,
  passwordRequired: "Please enter your password.",
  entityRequired: LOGIN_MESSAGES.selectEntity,
} as const;

/** Spec 1 sections 5 and 8 (forgot password). */
export const FORGOT_PASSWORD_MESSAGES = {
  success: PASSWORD_RESET_MESSAGES.sent,
  failure: PASSWORD_RESET_MESSAGES.failed,
  mandatory: PASSWORD_RESET_MESSAGES.allMandatory,
  passwordTooShort: PASSWORD_RESET_MESSAGES.passwordTooShort,
  mismatch: "Password and confirm password do not match.",
  updated: PASSWORD_RESET_MESSAGES.updated,
} as const;

/** The server's shortest password (lib/auth/legacy-schemas.ts). */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 1 sections 5 and 8 (registration). */
export const SIGNUP_MESSAGES = {
  nameRequired: "Please enter your full name.",
  emailInvalid: REGISTRATION_MESSAGES.email,
  mobileInvalid: REGISTRATION_MESSAGES.mobile,
  countryCodeRequired: REGISTRATION_MESSAGES.countryCode,
  streamRequired: "Please select a stream.",
  remarkTooLong: FIELD_MESSAGES.longTextTooLong,
  verifyFirst: REGISTRATION_MESSAGES.verifyMobileFirst,
  mobileVerified: "Mobile number verified.",
  otpSent: REGISTRATION_MESSAGES.otpSent,
  alreadyRegistered: REGISTRATION_MESSAGES.mobileTaken,
  invalidOtp: REGISTRATION_MESSAGES.invalidOtp,
  failed: REGISTRATION_MESSAGES.somethingWentWrong,
} as const;

/** Spec 2 section 5 (login or signup by WhatsApp or e-mail, OTP, profile step). */
export const LOGIN_OR_SIGNUP_MESSAGES = {
  countryCodeRequired: SPEC2_MESSAGES.countryCodeRequired,
  whatsappRequired: SPEC2_MESSAGES.whatsappRequired,
  whatsappInvalid: SPEC2_MESSAGES.whatsappInvalid,
  emailRequired: SPEC2_MESSAGES.emailRequired,
  emailInvalid: SPEC2_MESSAGES.emailInvalid,
  otpRequired: SPEC2_MESSAGES.otpRequired,
  otpIncomplete: SPEC2_MESSAGES.otpIncomplete,
  childNameRequired: SPEC2_MESSAGES.nameRequired,
  childAgeRequired: SPEC2_MESSAGES.ageInvalid,
  childAgeMin: SPEC2_MESSAGES.ageMin,
  childAgeMax: SPEC2_MESSAGES.ageMax,
  parentNameRequired: "Please enter the parent's name.",
} as const;

/** Spec 2 §5: a child is 4 to 14 years old. */
export const CHILD_AGE = { min: 4, max: 14 } as const;

/** Shown when the server cannot be reached or answers something unreadable. */
export const NETWORK_MESSAGE = "Something went wrong. Please try again later";

/** Spec 1 section 9: the login OTP, the registration OTP and the mobile. */
export const LOGIN_OTP_LENGTH = 6;
export const REGISTRATION_OTP_MIN_LENGTH = 5;
export const DEFAULT_DIAL_CODE = DEFAULT_COUNTRY_CODE;

const role = z.enum(ACCOUNT_ROLES, { error: LOGIN_UI_MESSAGES.roleRequired });

/** The login identifier: the server's own rule (legacy-schemas loginIdentifier), value kept as typed. */
const identifier = checkedBy(loginIdentifier);

// ---------------------------------------------------------------- spec 1: login (four sections)

/** Section 1: who (mobile or e-mail) and as what (student 9, teacher 7). */
export const loginIdentifierSchema = z.object({ identifier, role });
export type LoginIdentifierValues = z.infer<typeof loginIdentifierSchema>;

/** Section 2: how to verify. Nothing chosen reads as null from the radio group. */
export const loginMethodSchema = z.object({
  method: z.enum(["otp", "password"], { error: LOGIN_UI_MESSAGES.methodRequired }),
});
export type LoginMethodValues = z.infer<typeof loginMethodSchema>;

/** Section 3: exactly six digits. */
export const loginOtpSchema = z.object({
  otp: z
    .string({ error: LOGIN_UI_MESSAGES.otpIncorrect })
    .trim()
    .regex(/^[0-9]{6}$/, LOGIN_UI_MESSAGES.otpIncorrect),
});
export type LoginOtpValues = z.infer<typeof loginOtpSchema>;

/** Section 4. */
export const loginPasswordSchema = z.object({
  password: z.string().min(1, LOGIN_UI_MESSAGES.passwordRequired),
});
export type LoginPasswordValues = z.infer<typeof loginPasswordSchema>;

/** Several accounts share a mobile: pick one. */
export const entityChoiceSchema = z.object({
  entity: z
    .string({ error: LOGIN_UI_MESSAGES.entityRequired })
    .min(1, LOGIN_UI_MESSAGES.entityRequired),
});
export type EntityChoiceValues = z.infer<typeof entityChoiceSchema>;

// ---------------------------------------------------------------- spec 1: forgot password

export const forgotPasswordRequestSchema = z.object({ cust_entry: identifier, role });
export type ForgotPasswordRequestValues = z.infer<typeof forgotPasswordRequestSchema>;

export const forgotPasswordUpdateSchema = z
  .object({
    otp: z.string().trim().min(1, FORGOT_PASSWORD_MESSAGES.mandatory),
    password: z
      .string()
      .min(1, FORGOT_PASSWORD_MESSAGES.mandatory)
      .min(PASSWORD_MIN_LENGTH, FORGOT_PASSWORD_MESSAGES.passwordTooShort)
      .max(128),
    confirmPassword: z.string().min(1, FORGOT_PASSWORD_MESSAGES.mandatory),
  })
  .refine((v) => !v.password || !v.confirmPassword || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: FORGOT_PASSWORD_MESSAGES.mismatch,
  });
export type ForgotPasswordUpdateValues = z.infer<typeof forgotPasswordUpdateSchema>;

// ---------------------------------------------------------------- spec 1: signup

/**
 * The signup form (spec 1 §5). Its mobile is checked with its country code by the phone rule of
 * lib/fields, the same rule the registration call applies (10 digits for +91, the spec's lengths
 * elsewhere), so the form accepts what the server accepts.
 */
export const signupSchema = z
  .object({
    role,
    fullName: z.string().trim().min(1, SIGNUP_MESSAGES.nameRequired).max(120),
    email: emailField(SIGNUP_MESSAGES.emailInvalid),
    countryCode: z.string().min(1, SIGNUP_MESSAGES.countryCodeRequired),
    mobile: z.string().trim(),
    otp: z.string(),
    stream: z.string(),
    remark: longTextField(),
  })
  // Runs even while other fields (name, e-mail) are still wrong, so "Send OTP" checks the mobile.
  .refine((v) => !v.countryCode || parsePhone(v.mobile, v.countryCode) !== null, {
    path: ["mobile"],
    message: SIGNUP_MESSAGES.mobileInvalid,
    when: (payload) =>
      !payload.issues.some((i) => i.path?.[0] === "mobile" || i.path?.[0] === "countryCode"),
  })
  .refine((v) => v.role !== "teacher" || Boolean(v.stream), {
    path: ["stream"],
    message: SIGNUP_MESSAGES.streamRequired,
    when: (payload) =>
      !payload.issues.some((i) => i.path?.[0] === "stream" || i.path?.[0] === "role"),
  });
export type SignupValues = z.infer<typeof signupSchema>;

/** "Asha Rani Kumar" → first "Asha", last "Rani Kumar" (split on the first space, spec 1 §5). */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const clean = fullName.trim().replace(/\s+/g, " ");
  const space = clean.indexOf(" ");
  return space < 0
    ? { first_name: clean, last_name: "" }
    : { first_name: clean.slice(0, space), last_name: clean.slice(space + 1) };
}

/** The Verify button waits for at least five characters of the registration OTP. */
export function canVerifyRegistrationOtp(otp: string | undefined): boolean {
  return (otp ?? "").trim().length >= REGISTRATION_OTP_MIN_LENGTH;
}

// ---------------------------------------------------------------- spec 2: login or signup

/**
 * A WhatsApp number (spec 2 §5): the server's rule (checkMobile, on lib/fields' phone rule) with
 * its message for the number; null when the number is fine (the code has its own message).
 */
export function whatsappNumberIssue(countryCode: string, mobile: string): string | null {
  const checked = checkMobile(countryCode || DEFAULT_COUNTRY_CODE, mobile, {
    code: "c",
    number: "n",
  });
  return checked.ok ? null : (checked.issues.find((i) => i.path === "n")?.message ?? null);
}

/** Spec 2 §5: required, no spaces, format-checked: the server's checkEmail. */
export function loginEmailIssue(email: string): string | null {
  const checked = checkEmail(email, "");
  return checked.ok ? null : (checked.issues[0]?.message ?? null);
}

export const loginOrSignupIdentifierSchema = z
  .object({
    type: z.enum(["mobile", "email"]),
    countryCode: z.string(),
    mobile: z.string(),
    email: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "mobile") {
      if (!v.countryCode) {
        ctx.addIssue({
          code: "custom",
          path: ["countryCode"],
          message: LOGIN_OR_SIGNUP_MESSAGES.countryCodeRequired,
        });
      }
      const issue = whatsappNumberIssue(v.countryCode, v.mobile);
      if (issue) ctx.addIssue({ code: "custom", path: ["mobile"], message: issue });
    } else {
      const issue = loginEmailIssue(v.email);
      if (issue) ctx.addIssue({ code: "custom", path: ["email"], message: issue });
    }
  });
export type LoginOrSignupIdentifierValues = z.infer<typeof loginOrSignupIdentifierSchema>;

export const sixDigitOtpSchema = z.object({
  otp: z.string().superRefine((value, ctx) => {
    const otp = value.trim();
    if (!otp) ctx.addIssue({ code: "custom", message: LOGIN_OR_SIGNUP_MESSAGES.otpRequired });
    else if (!/^[0-9]{6}$/.test(otp))
      ctx.addIssue({ code: "custom", message: LOGIN_OR_SIGNUP_MESSAGES.otpIncomplete });
  }),
});
export type SixDigitOtpValues = z.infer<typeof sixDigitOtpSchema>;

/** The WhatsApp preference and profile step after a new account (email_user / mobile_user). */
export const profileStepSchema = z
  .object({
    whatsappAllowed: z.boolean(),
    whatsappCountryCode: z.string(),
    whatsappNumber: z.string(),
    childName: z.string().trim().min(1, LOGIN_OR_SIGNUP_MESSAGES.childNameRequired).max(120),
    childAge: z.string().superRefine((value, ctx) => {
      const age = value.trim();
      if (!/^[0-9]{1,2}$/.test(age)) {
        ctx.addIssue({ code: "custom", message: LOGIN_OR_SIGNUP_MESSAGES.childAgeRequired });
      } else if (Number(age) < CHILD_AGE.min) {
        ctx.addIssue({ code: "custom", message: LOGIN_OR_SIGNUP_MESSAGES.childAgeMin });
      } else if (Number(age) > CHILD_AGE.max) {
        ctx.addIssue({ code: "custom", message: LOGIN_OR_SIGNUP_MESSAGES.childAgeMax });
      }
    }),
    parentName: z.string().trim().min(1, LOGIN_OR_SIGNUP_MESSAGES.parentNameRequired).max(120),
    email: z.string(),
    /** Asked at signup (issue 26), prefilled with the browser's zone. */
    timeZone: z.string().refine(isTimeZone, FIELD_MESSAGES.timeZoneInvalid),
  })
  .superRefine((v, ctx) => {
    // The e-mail is optional here (spec 2 §5 checks only its format).
    const emailIssue = v.email.trim() ? loginEmailIssue(v.email.trim()) : null;
    if (emailIssue) ctx.addIssue({ code: "custom", path: ["email"], message: emailIssue });
    if (v.whatsappAllowed || v.whatsappNumber) {
      if (!v.whatsappCountryCode) {
        ctx.addIssue({
          code: "custom",
          path: ["whatsappCountryCode"],
          message: LOGIN_OR_SIGNUP_MESSAGES.countryCodeRequired,
        });
      }
      const issue = whatsappNumberIssue(v.whatsappCountryCode, v.whatsappNumber);
      if (issue) ctx.addIssue({ code: "custom", path: ["whatsappNumber"], message: issue });
    }
  });
export type ProfileStepValues = z.infer<typeof profileStepSchema>;
