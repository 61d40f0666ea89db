import { z } from "zod";
import {
  checkedBy,
  emailField,
  FIELD_MESSAGES,
  idField,
  isTimeZone,
  parsePhone,
  toOptionalText,
  toText,
} from "@/lib/fields";
import { parseDob } from "../age";
import { genderField, requiredTextField } from "../schemas";
import { PROFILE_MESSAGES as M } from "./messages";

const requiredText = (message: string, max: number) => requiredTextField(message, max, M.tooLong);

/** An optional text field: blank is absent; trimmed. */
const optionalText = (max: number) =>
  z.preprocess(toOptionalText, z.string().trim().max(max, M.tooLong).optional());

/**
 * The fields of the profile update (spec 3 §3 "Profile update", POST /check-pincode), with the
 * legacy names and the spec's messages. `email`, `reg_mobile_num` and `country_code` are the
 * family's verified contact: shown on the form, never changed by this call (a child's profile
 * holds no contact data). `otp` is taken and not checked: spec 3 §5 says the check is disabled.
 */
export const PROFILE_FIELDS = {
  pincode: requiredText(M.pincodeEmpty, 10).pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, M.pincodeInvalid),
  ),
  first_name: requiredText(M.firstNameEmpty, 80),
  last_name: requiredText(M.lastNameEmpty, 80),
  parent_name: requiredText(M.parentNameEmpty, 120),
  sex: genderField,
  dob: requiredText(M.dobEmpty, 10).transform((v, ctx) => {
    const dob = parseDob(v);
    if (!dob) ctx.addIssue({ code: "custom", message: M.dobInvalid });
    return dob ?? z.NEVER;
  }),
  school_name: optionalText(160),
  addr: optionalText(300),
  alt_mobile_num: optionalText(20),
  country_code_add: optionalText(5),
  timezone_add: requiredText(M.timezoneEmpty, 64).pipe(
    z.string().refine(isTimeZone, FIELD_MESSAGES.timeZoneInvalid),
  ),
} as const;

/** The alternate mobile, read with its own dial code (+91 when none is given). */
export function readAltMobile(raw: unknown, code: unknown) {
  if (raw === undefined || raw === null || raw === "") return { ok: true as const, mobile: null };
  const phone =
    typeof raw === "string"
      ? parsePhone(raw, typeof code === "string" && code ? code : "+91")
      : null;
  return phone ? { ok: true as const, mobile: phone.mobile } : { ok: false as const };
}

type WithAltMobile = { alt_mobile_num?: unknown; country_code_add?: unknown };

/**
 * The alternate mobile with its code, checked even when other fields failed (`when`), so every
 * refusal comes at once.
 */
const altMobileRule: [(v: WithAltMobile) => boolean, z.core.$ZodCustomParams] = [
  (v) => readAltMobile(v.alt_mobile_num, v.country_code_add).ok,
  { path: ["alt_mobile_num"], message: FIELD_MESSAGES.mobileInvalid, when: () => true },
];

/** POST /check-pincode: every field refusal at once (400 errors.{field}). */
export const checkPincodeRequest = z
  .object({
    userId: idField().optional(),
    country_id: idField(M.countryInvalid).optional(),
    email: z.unknown().optional(),
    reg_mobile_num: z.unknown().optional(),
    country_code: z.unknown().optional(),
    otp: z.unknown().optional(),
    ...PROFILE_FIELDS,
  })
  .refine(...altMobileRule);

export type CheckPincodeRequest = z.output<typeof checkPincodeRequest>;

/**
 * The answer (spec 3 §7): `state` true when saved; `for` names the field a refusal belongs to
 * (dob for an age outside 4–14, pincode for one that does not fit the country), `message` says it,
 * `country` is the profile's country name.
 */
export const checkPincodeResponse = z.object({
  for: z.string().nullable(),
  message: z.string(),
  state: z.boolean(),
  country: z.string(),
});

/** The profile form: the server's field rules on typed strings (decision 014). */
export const profileFormSchema = z
  .object({
    pincode: checkedBy(PROFILE_FIELDS.pincode),
    first_name: checkedBy(PROFILE_FIELDS.first_name),
    last_name: checkedBy(PROFILE_FIELDS.last_name),
    parent_name: checkedBy(PROFILE_FIELDS.parent_name),
    sex: checkedBy(PROFILE_FIELDS.sex),
    dob: checkedBy(PROFILE_FIELDS.dob),
    school_name: checkedBy(PROFILE_FIELDS.school_name),
    addr: checkedBy(PROFILE_FIELDS.addr),
    alt_mobile_num: checkedBy(PROFILE_FIELDS.alt_mobile_num),
    country_code_add: checkedBy(PROFILE_FIELDS.country_code_add),
    timezone_add: checkedBy(PROFILE_FIELDS.timezone_add),
    country_id: z.string(),
    otp: z.string(),
  })
  .refine(...altMobileRule);

export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** GET /st/load-student-profile[/{id}]. */
export const loadStudentProfileResponse = z.object({
  status: z.literal(true),
  data: z.object({
    userId: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    parent_name: z.string(),
    sex: z.string(),
    dob: z.string(),
    age: z.number().int().nullable(),
    school_name: z.string(),
    addr: z.string(),
    pincode: z.string(),
    state: z.string(),
    city: z.string(),
    country_id: z.number().int().nullable(),
    country: z.string(),
    alt_mobile_num: z.string(),
    country_code_add: z.string(),
    timezone_add: z.string(),
    /** The family's contact (read only here). */
    email: z.string(),
    country_code: z.string(),
    reg_mobile_num: z.string(),
    /** The children of the family, the profile's own first. */
    siblings: z.array(z.object({ id: z.number().int(), first_name: z.string() })),
  }),
});

export type StudentProfile = z.output<typeof loadStudentProfileResponse>["data"];

/** POST /send-otp-for-profile {userId} (form or JSON). */
export const sendOtpForProfileRequest = z.object({ userId: idField().optional() });

export const sendOtpForProfileResponse = z.object({
  status: z.boolean(),
  message: z.string(),
});

/** POST /submit-extra-info (spec 3 §3 "Extra info": field, couponCode, email, mobile). */
export const submitExtraInfoRequest = z
  .object({
    field: requiredText(M.fieldEmpty, 120),
    couponCode: optionalText(40),
    email: z.preprocess(toText, emailField()),
    mobile: z.preprocess(toText, z.string({ error: FIELD_MESSAGES.mobileInvalid })),
    country_code: optionalText(5),
  })
  .refine((v) => Boolean(readAltMobile(v.mobile || "-", v.country_code).mobile), {
    path: ["mobile"],
    message: FIELD_MESSAGES.mobileInvalid,
    when: () => true,
  })
  .transform((v) => ({ ...v, phone: parsePhone(v.mobile, v.country_code ?? "+91")! }));

export const submitExtraInfoResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  redirect_to: z.literal("/courses/all"),
});
