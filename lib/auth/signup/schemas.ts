import { z } from "zod";
import {
  isEmail,
  isTimeZone,
  looseBoolean,
  looseText,
  normalizeCountryCode,
  parsePhone,
  requiredLooseText,
} from "@/lib/fields";
import { destinationOf, type Identifier } from "../identifiers";
import { SIGNUP_MESSAGES as M } from "./messages";

/**
 * Field rules of the login-or-signup popup (spec 2 section 5) and the signup form (spec 3 section
 * 5), with the spec's messages. Legacy clients post strings (form posts) or numbers (JSON), so text
 * fields take either (lib/fields/loose.ts); a missing field gets the same message as an empty one.
 * The e-mail, phone and time-zone rules themselves live in lib/fields (decision 014).
 */
export { looseBoolean, looseText, truthy } from "@/lib/fields";

/** A required text field: a missing one gets `message`, like an empty one. */
export const requiredText = requiredLooseText;

type Issue = { path: string; message: string };
type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

const fail = <T>(path: string, message: string): Checked<T> => ({
  ok: false,
  issues: [{ path, message }],
});

/** Adds the issues of a check to a zod context; returns the value, or z.NEVER when it failed. */
export function report<T>(ctx: z.RefinementCtx, checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  for (const issue of checked.issues) {
    ctx.addIssue({ code: "custom", path: issue.path ? [issue.path] : [], message: issue.message });
  }
  return z.NEVER;
}

/** Spec 2: an e-mail address is required, has no spaces and a valid form. Lower-cased. */
export function checkEmail(raw: string | undefined, path: string): Checked<string> {
  const text = (raw ?? "").trim();
  if (text === "") return fail(path, M.emailRequired);
  const email = text.toLowerCase();
  return isEmail(email) ? { ok: true, value: email } : fail(path, M.emailInvalid);
}

/**
 * Spec 2: a WhatsApp/mobile number needs its country code; the number is required, digits only,
 * without spaces, and has the length the phone rule (lib/fields/phone.ts) gives its country: 10
 * digits for +91, elsewhere 5 to 12 and at least 10 with the code. Stored normalised (a trunk 0
 * or a repeated code is dropped).
 */
export function checkMobile(
  rawCode: string | undefined,
  rawNumber: string | undefined,
  paths: { code: string; number: string },
): Checked<Identifier & { kind: "mobile" }> {
  const issues: Issue[] = [];
  const codeText = (rawCode ?? "").trim();
  const countryCode = normalizeCountryCode(codeText);
  if (codeText === "" || !countryCode) {
    issues.push({ path: paths.code, message: M.countryCodeRequired });
  }
  const number = rawNumber ?? "";
  const phone = countryCode && /^[0-9]+$/.test(number) ? parsePhone(number, countryCode) : null;
  if (number.trim() === "") {
    issues.push({ path: paths.number, message: M.whatsappRequired });
  } else if (countryCode && !phone) {
    issues.push({ path: paths.number, message: M.whatsappInvalid });
  }
  if (issues.length > 0 || !phone) return { ok: false, issues };
  return { ok: true, value: { kind: "mobile", ...phone } };
}

/** Spec 2: the OTP is required and exactly six digits. */
export function checkOtpCode(
  raw: string | undefined,
  path: string,
  messages: { required: string; wrong: string } = {
    required: M.otpRequired,
    wrong: M.otpIncomplete,
  },
): Checked<string> {
  const code = (raw ?? "").trim();
  if (code === "") return fail(path, messages.required);
  if (!/^[0-9]{6}$/.test(code)) return fail(path, messages.wrong);
  return { ok: true, value: code };
}

/** An IANA time zone, or undefined when none was given. */
export const timezoneField = looseText.optional().transform((v, ctx) => {
  const tz = (v ?? "").trim();
  if (tz === "") return undefined;
  if (!isTimeZone(tz)) {
    ctx.addIssue({ code: "custom", message: M.timezoneInvalid });
    return z.NEVER;
  }
  return tz;
});

/** "Aarav  Mehta " → first "Aarav", last "Mehta". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

const nameField = (required: string) =>
  requiredText(required).transform((v, ctx) => {
    const name = v.trim().replace(/\s+/g, " ");
    if (name === "") ctx.addIssue({ code: "custom", message: required });
    else if (name.length > 80) ctx.addIssue({ code: "custom", message: M.nameTooLong });
    else return name;
    return z.NEVER;
  });

/** An integer age within bounds, from a number or a numeric string. */
const ageField = (opts: {
  required: boolean;
  min: number;
  max: number;
  messages: { missing: string; min: string; max: string };
}) =>
  (opts.required ? requiredText(opts.messages.missing) : looseText.optional()).transform(
    (v, ctx) => {
      const text = (v ?? "").trim();
      if (text === "") {
        if (!opts.required) return undefined;
        ctx.addIssue({ code: "custom", message: opts.messages.missing });
        return z.NEVER;
      }
      const age = /^[0-9]{1,3}$/.test(text) ? Number(text) : NaN;
      if (Number.isNaN(age)) ctx.addIssue({ code: "custom", message: opts.messages.missing });
      else if (age < opts.min) ctx.addIssue({ code: "custom", message: opts.messages.min });
      else if (age > opts.max) ctx.addIssue({ code: "custom", message: opts.messages.max });
      else return age;
      return z.NEVER;
    },
  );

// ---- Spec 2: login-or-signup popup ----

export const LOGIN_TYPES = ["mobile", "email"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The identifier step: `type`, `cust_id` (number or address), `country_code` for a number. */
export const loginIdentifierShape = {
  type: z
    .enum(LOGIN_TYPES, { error: M.typeInvalid })
    .optional()
    .describe('"mobile" (WhatsApp number) or "email"; guessed from cust_id when absent'),
  cust_id: requiredText(M.identifierRequired).describe(
    "WhatsApp number (digits only) or e-mail address",
  ),
  country_code: looseText.optional().describe('dial code of the number, e.g. "+91" (mobile only)'),
};

/** Reads the identifier of the login step, or reports the spec's messages on its fields. */
export function identifierFrom(
  v: { type?: LoginType; cust_id: string; country_code?: string },
  ctx: z.RefinementCtx,
): Identifier {
  const type: LoginType = v.type ?? (v.cust_id.includes("@") ? "email" : "mobile");
  if (type === "email") {
    const email = report(ctx, checkEmail(v.cust_id, "cust_id"));
    return { kind: "email", email };
  }
  return report(
    ctx,
    checkMobile(v.country_code, v.cust_id, { code: "country_code", number: "cust_id" }),
  );
}

export const loginIdentifierSchema = z
  .object(loginIdentifierShape)
  .transform((v, ctx) => ({ ...v, identifier: identifierFrom(v, ctx) }));

export const otpShape = {
  cust_otp: requiredText(M.otpRequired).describe("the six-digit code"),
};

/** The WhatsApp step (session): the number, its code and whether WhatsApp messages are allowed. */
export const whatsappSchema = z
  .object({
    whatsapp_number: requiredText(M.whatsappRequired).describe(
      "digits only, without the country code",
    ),
    country_code: requiredText(M.countryCodeRequired).describe('e.g. "+971"'),
    is_whatsapp_allowed: looseBoolean.describe("1/true: messages may go to WhatsApp"),
  })
  .transform((v, ctx) => {
    const id = report(
      ctx,
      checkMobile(v.country_code, v.whatsapp_number, {
        code: "country_code",
        number: "whatsapp_number",
      }),
    );
    return { whatsappNumber: destinationOf(id), isWhatsappAllowed: v.is_whatsapp_allowed };
  });
export type WhatsappInput = z.output<typeof whatsappSchema>;

/** The e-mail of /check-user-unique-email and of the profile step. */
export const emailField = requiredText(M.emailRequired).transform((v, ctx) =>
  report(ctx, checkEmail(v, "")),
);

/** The profile step after signup (spec 2): name required; e-mail, age, parent, time zone optional. */
export const profileShape = {
  name: nameField(M.nameRequired).describe("the child's name (first and last)"),
  email: looseText
    .optional()
    .transform((v, ctx) => ((v ?? "").trim() === "" ? undefined : report(ctx, checkEmail(v, ""))))
    .describe("unique among students"),
  age: ageField({
    required: false,
    min: 4,
    max: 14,
    messages: { missing: M.ageInvalid, min: M.ageMin, max: M.ageMax },
  }).describe("4 to 14"),
  parent_name: looseText.optional().transform((v, ctx) => {
    const name = (v ?? "").trim().replace(/\s+/g, " ");
    if (name.length > 120) {
      ctx.addIssue({ code: "custom", message: M.parentNameTooLong });
      return z.NEVER;
    }
    return name === "" ? undefined : name;
  }),
  timezone: timezoneField.describe("IANA time zone, e.g. Asia/Kolkata"),
};
export const profileSchema = z.object(profileShape);
export type ProfileInput = z.output<typeof profileSchema>;

// ---- Spec 3: signup form ----

/**
 * Spec 3: the mobile arrives with its prefix ("+91 98765 43210", "+971501234567"); a bare number
 * is refused (the spec's 3-character prefix is required). The phone rule of lib/fields reads the country code (libphonenumber-js knows +971 from
 * +97) and checks the spec's length for it. Answers the number as an account identifier.
 */
export function checkSignupMobile(
  raw: string | undefined,
): Checked<Identifier & { kind: "mobile" }> {
  const text = (raw ?? "").trim();
  const phone = text.startsWith("+") ? parsePhone(text) : null;
  return phone ? { ok: true, value: { kind: "mobile", ...phone } } : fail("", M.signupMobile);
}

export const signupMobileField = requiredText(M.signupMobile)
  .transform((v, ctx) => report(ctx, checkSignupMobile(v)))
  .describe('the number with its country code, e.g. "+919876543210"');

export const signupNameField = nameField(M.signupNameRequired).describe("the student's name");

export const signupAgeField = ageField({
  required: true,
  min: 2,
  max: 99,
  messages: { missing: M.signupAgeInvalid, min: M.signupAgeInvalid, max: M.signupAgeInvalid },
})
  .pipe(z.number())
  .describe("greater than 1");

const signupOtpMessages = { required: M.signupOtp, wrong: M.signupOtp };

/** Spec 3: the OTP is exactly six characters (digits); an empty one is "not given". */
export const optionalSignupOtpField = looseText
  .optional()
  .transform((v, ctx) =>
    (v ?? "").trim() === "" ? undefined : report(ctx, checkOtpCode(v, "", signupOtpMessages)),
  )
  .describe("the six-digit code; leave out to have one sent");

export const signupOtpField = requiredText(M.signupOtp)
  .transform((v, ctx) => report(ctx, checkOtpCode(v, "", signupOtpMessages)))
  .describe("the six-digit code");
