import { z } from "zod";
import { normalizeCountryCode, type Identifier } from "./identifiers";
import { parseLoginIdentifier, parseMobile, splitFullName } from "./legacy-identifier";
import { FREE_DEMO_MESSAGES, LOGIN_MESSAGES, REGISTRATION_MESSAGES } from "./messages";
import { roleOfEngagement, type Role } from "./roles";
import { loginContextShape } from "./signup/login-context";
import { MAX_DB_ID } from "@/lib/ids";
import {
  emailField,
  longTextField,
  optionalPositiveInt,
  toOptionalText,
  toText,
} from "@/lib/fields";

// Request and response schemas of the spec 1 login and registration calls (docs/contracts-accounts.md).
// Legacy clients send numbers as strings or as numbers, and leave fields out, empty or null.

const requiredText = (message: string, max = 254) =>
  z.preprocess(
    toText,
    z.string({ error: message }).trim().min(1, message).max(max, REGISTRATION_MESSAGES.tooLong),
  );

const optionalText = (max: number) =>
  z.preprocess(
    toOptionalText,
    z
      .string({ error: REGISTRATION_MESSAGES.tooLong })
      .trim()
      .max(max, REGISTRATION_MESSAGES.tooLong)
      .optional(),
  );

/** An optional positive id (stream, course, teacher); anything else is ignored rather than refused. */
const optionalId = optionalPositiveInt;

const engagementText = z
  .string({ error: LOGIN_MESSAGES.engagement })
  .trim()
  .transform((value, ctx): Role => {
    const role = roleOfEngagement(Number(value));
    if (!role) {
      ctx.addIssue({ code: "custom", message: LOGIN_MESSAGES.engagement });
      return z.NEVER;
    }
    return role;
  });

/** engagement_id 9 (student) or 7 (teacher), as a number or a string; becomes the role. */
export const engagementRole = z
  .preprocess(toText, engagementText)
  .describe("9 student, 7 teacher (number or string)");

/** The same, optional: without it a login looks at the student and the teacher accounts. */
export const optionalEngagementRole = z
  .preprocess(toOptionalText, engagementText.optional())
  .describe("9 student, 7 teacher; absent: both");

/** cust_id / cust_entry: an e-mail address or a 10-digit (Indian) mobile number. */
export const loginIdentifier = z
  .preprocess(
    toText,
    z
      .string({ error: LOGIN_MESSAGES.identifierRequired })
      .trim()
      .min(1, LOGIN_MESSAGES.identifierRequired)
      .transform((value, ctx): Identifier => {
        const id = parseLoginIdentifier(value);
        if (!id) {
          ctx.addIssue({
            code: "custom",
            message: value.includes("@")
              ? REGISTRATION_MESSAGES.email
              : REGISTRATION_MESSAGES.mobile,
          });
          return z.NEVER;
        }
        return id;
      }),
  )
  .describe("registered e-mail, or 10-digit mobile number (+91)");

const optionalCountryCode = z
  .preprocess(
    toOptionalText,
    z
      .string({ error: REGISTRATION_MESSAGES.countryCode })
      .transform((value, ctx) => {
        const code = normalizeCountryCode(value);
        if (!code) {
          ctx.addIssue({ code: "custom", message: REGISTRATION_MESSAGES.countryCode });
          return z.NEVER;
        }
        return code;
      })
      .optional(),
  )
  .describe("dial code, default +91");

const email = z.preprocess(toText, emailField(REGISTRATION_MESSAGES.email));

const optionalEmail = z.preprocess(
  toOptionalText,
  emailField(REGISTRATION_MESSAGES.email).optional(),
);

/** Fails when the mobile is not a valid number of its country (unless those fields already failed). */
function mobileRule<T extends Record<string, unknown>>(mobileKey: keyof T & string) {
  return {
    check: (v: T) =>
      parseMobile(String(v[mobileKey]), v.country_code as string | undefined) !== null,
    params: {
      path: [mobileKey],
      message: REGISTRATION_MESSAGES.mobile,
      when: (payload: z.core.ParsePayload) =>
        !payload.issues.some((i) => i.path?.[0] === mobileKey || i.path?.[0] === "country_code"),
    },
  };
}

const mobileOf = (raw: string, countryCode?: string) => parseMobile(raw, countryCode)!;

// --- Login ---------------------------------------------------------------------------------------

export const sendOtpRequest = z.object({
  engagement_id: optionalEngagementRole,
  cust_id: loginIdentifier,
});

/**
 * The values a login answer's `login` field takes (spec 1 section 4), each with show_entity
 * "false" ("true" also answers "true" with the accounts to choose from). "directJoinLink": the
 * login came from a class's direct-join link (the caller sent `authRedirectTo`, as spec 2's login
 * payload names it); redirect_to is that link.
 */
export const LOGIN_VALUES = ["true", "failed", "no_user", "not_active", "directJoinLink"] as const;
export type LoginValue = (typeof LOGIN_VALUES)[number];

/** A login from a class's direct-join link: where to go after it (a path on this site). */
const directJoinField = { authRedirectTo: loginContextShape.authRedirectTo };

export const otpLoginRequest = z.object({
  ...directJoinField,
  engagement_id: optionalEngagementRole,
  cust_id: loginIdentifier,
  cust_otp: z
    .preprocess(
      toText,
      z
        .string({ error: LOGIN_MESSAGES.wrongOtpLength })
        .trim()
        .length(6, LOGIN_MESSAGES.wrongOtpLength),
    )
    .describe("the 6-digit code"),
});

export const passwordLoginRequest = z.object({
  ...directJoinField,
  engagement_id: optionalEngagementRole,
  cust_id: loginIdentifier,
  cust_password: z.preprocess(
    toText,
    z
      .string({ error: "Please enter your password." })
      .min(1, "Please enter your password.")
      .max(128),
  ),
});

export const hasEntityLoginRequest = z.object({
  ...directJoinField,
  entities: z
    .preprocess(toOptionalText, z.string().optional())
    .describe("id of the chosen account, one of otpLogin's entities"),
  reg_user_mobile: z.preprocess(toOptionalText, z.string().optional()),
});

export const sendOtpResponse = z.object({
  login: z
    .enum(["true", "no_user", "not_active"])
    .describe(
      '"true" whether an active account has the identifier or not (issue 43.13: the answer never tells); the others are no longer sent',
    ),
  status: z.enum(["success", "error"]),
  message: z.string(),
});

export const loginResponse = z.object({
  login: z.enum(LOGIN_VALUES),
  show_entity: z.enum(["true", "false"]).describe('"true": choose one of entities'),
  prefix: z.string().optional().describe("area of the account: st student, em teacher"),
  redirect_to: z
    .string()
    .optional()
    .describe("/{prefix}/dashboard, or the direct-join link (login directJoinLink)"),
  entities: z
    .array(z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }))
    .optional()
    .describe("the accounts of one mobile (show_entity true; finish with hasEntityLogin)"),
  status_msg: z.string(),
  otp_reason: z
    .enum(["invalid", "expired", "locked", "missing"])
    .optional()
    .describe(
      "why a code was refused (status_msg keeps the spec's words): invalid wrong code, expired, locked after 30 wrong tries from all clients together (each client meets its own cooldown after 5), missing no live code; the last three need a new code",
    ),
});

export const hasEntityLoginResponse = loginResponse.partial({ show_entity: true });

export const hasUserLoginResponse = z.object({
  login: z.enum(LOGIN_VALUES).describe('"true" with a live session, else "no_user"'),
  show_entity: z.literal("false").optional(),
  prefix: z.string().optional(),
  status_msg: z.string().optional(),
});

// --- Forgot password -----------------------------------------------------------------------------

export const forgotPasswordRequest = z.object({
  cust_entry: loginIdentifier,
  engagement_id: engagementRole,
});

export const forgotPasswordResponse = z.object({
  response: z.enum(["success", "failed"]),
  message: z.string(),
});

export const updatePasswordRequest = z.object({
  reg_mobile_num: z
    .preprocess(toOptionalText, z.string().trim().optional())
    .describe("the mobile number or e-mail the reset was asked for"),
  engagementId: engagementRole,
  password: z.preprocess(toOptionalText, z.string().max(128).optional()),
  otp: z.preprocess(toOptionalText, z.string().trim().optional()),
});

export const updatePasswordResponse = z.object({
  status: z.boolean(),
  success: z.boolean(),
  message: z.string(),
});

// --- Registration --------------------------------------------------------------------------------

export const sendRegistrationOtpRequest = z
  .object({
    cust_id: requiredText(REGISTRATION_MESSAGES.mobile, 20).describe("mobile number"),
    engagement_id: engagementRole,
    email: optionalEmail.describe("numbers outside India also get the code by e-mail"),
    country_code: optionalCountryCode,
  })
  .refine(mobileRule("cust_id").check, mobileRule("cust_id").params)
  .transform(({ cust_id, country_code, ...rest }) => ({
    ...rest,
    mobile: mobileOf(cust_id, country_code),
  }));

export const sendRegistrationOtpResponse = z.object({
  status: z.enum(["true", "false"]),
  sendOtp: z.enum(["true", "false"]),
  message: z.string(),
});

export const verifyRegistrationOtpRequest = z
  .object({
    cust_id: requiredText(REGISTRATION_MESSAGES.mobile, 20).describe("mobile number"),
    otp: z
      .preprocess(
        toText,
        z
          .string({ error: REGISTRATION_MESSAGES.otpTooShort })
          .trim()
          .min(5, REGISTRATION_MESSAGES.otpTooShort)
          .max(12, REGISTRATION_MESSAGES.invalidOtp),
      )
      .describe("the 6-digit code (at least 5 characters are required to ask)"),
    country_code: optionalCountryCode,
  })
  .refine(mobileRule("cust_id").check, mobileRule("cust_id").params)
  .transform(({ cust_id, country_code, otp }) => ({
    otp,
    mobile: mobileOf(cust_id, country_code),
  }));

export const verifyRegistrationOtpResponse = z.object({
  verified: z.enum(["true", "false"]),
  message: z.string().optional(),
});

const password = z.preprocess(
  (value) => (value === null || value === "" ? undefined : toText(value)),
  z
    .string({ error: REGISTRATION_MESSAGES.passwordTooShort })
    .min(8, REGISTRATION_MESSAGES.passwordTooShort)
    .max(128, REGISTRATION_MESSAGES.tooLong)
    .optional(),
);

const registrationFields = {
  first_name: requiredText(REGISTRATION_MESSAGES.firstName, 80),
  last_name: optionalText(80),
  email,
  reg_mobile_num: requiredText(REGISTRATION_MESSAGES.mobile, 20),
  country_code: optionalCountryCode,
  user_password: password.describe("at least 8 characters; empty: one is generated and sent"),
  company_name: optionalText(160),
  referral_code: optionalText(16).describe("referral code of the user who invited them"),
};

function commonRegistration(v: {
  first_name: string;
  last_name?: string;
  email: string;
  reg_mobile_num: string;
  country_code?: string;
  user_password?: string;
  company_name?: string;
  referral_code?: string;
}) {
  return {
    ...splitFullName(v.first_name, v.last_name ?? ""),
    email: v.email,
    mobile: mobileOf(v.reg_mobile_num, v.country_code),
    password: v.user_password,
    companyName: v.company_name,
    referralCode: v.referral_code,
  };
}

export const studentRegistrationRequest = z
  .object({
    ...registrationFields,
    class: optionalText(40).describe("school class or grade"),
    click_id: optionalText(120),
    teacher_id: optionalId.describe("teacher whose page the signup came from"),
    course_id: optionalId,
  })
  .refine(mobileRule("reg_mobile_num").check, mobileRule("reg_mobile_num").params)
  .transform((v) => ({
    ...commonRegistration(v),
    schoolClass: v.class,
    clickId: v.click_id,
    courseId: v.course_id,
  }));

export const teacherRegistrationRequest = z
  .object({
    ...registrationFields,
    remark: z.preprocess(toOptionalText, longTextField().optional()),
    stream: optionalId.describe("id of the stream they teach"),
  })
  .refine(mobileRule("reg_mobile_num").check, mobileRule("reg_mobile_num").params)
  .transform((v) => ({ ...commonRegistration(v), remark: v.remark, streamId: v.stream }));

/**
 * The registration calls' field names and the signup form's fields they carry (spec 1): the form
 * posts under these names and shows the server's `errors.{name}` on the matching input.
 */
export const REGISTRATION_FORM_FIELDS = {
  first_name: "fullName",
  last_name: "fullName",
  email: "email",
  country_code: "countryCode",
  reg_mobile_num: "mobile",
  cust_id: "mobile",
  stream: "stream",
  remark: "remark",
} as const;

export type StudentRegistration = z.output<typeof studentRegistrationRequest>;
export type TeacherRegistration = z.output<typeof teacherRegistrationRequest>;

export const registrationResponse = z.object({
  success: z.boolean(),
  responseCode: z.number().int().describe("200 registered and logged in; 400 see errors"),
  userId: z.number().int().optional(),
  prefix: z.string().optional(),
  redirect_to: z.string().optional().describe("/st/dashboard or /em/teacherResume"),
  message: z.string().optional(),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe("first_name, email, country_code, reg_mobile_num, user_password"),
});

// --- Leads and places ----------------------------------------------------------------------------

export const requestFreeDemoRequest = z.object({
  demo_first_name: requiredText(FREE_DEMO_MESSAGES.firstName, 80),
  demo_last_name: optionalText(80),
  demo_email: email,
  demo_reg_mobile_num: z.preprocess(
    toText,
    z
      .string({ error: FREE_DEMO_MESSAGES.mobile })
      .trim()
      .transform((value, ctx) => {
        const mobile = parseMobile(value);
        if (!mobile) {
          ctx.addIssue({ code: "custom", message: FREE_DEMO_MESSAGES.mobile });
          return z.NEVER;
        }
        return mobile.mobile;
      }),
  ),
});

export const requestFreeDemoResponse = z.object({
  status: z.literal("success"),
  message: z.string(),
});

export const localitiesRequest = z.object({
  cityId: z.coerce
    .number({ error: "Please select a city." })
    .int("Please select a city.")
    .positive("Please select a city.")
    .max(MAX_DB_ID, "Please select a city."),
});

export const localitiesResponse = z.object({
  status: z.literal("success"),
  localities: z.array(
    z.object({ id: z.number().int(), name: z.string(), pincode: z.string().nullable() }),
  ),
});
