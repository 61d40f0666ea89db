import { z } from "zod";
import { isEmail, isTimeZone, looseText, parseId } from "@/lib/fields";
import { childAgeError, ageError, parseDob, type IsoDate } from "./age";
import { FAMILY_MESSAGES as M } from "./messages";

/**
 * Request and answer schemas of the family calls (issue 16, decision 017). The request schemas are
 * shared with the forms (react-hook-form + zodResolver): a rule that depends on the date (the 4–14
 * rule on a date of birth) is a factory taking `today` ("YYYY-MM-DD": the server passes the UTC date
 * of the request, lib/family/age utcDateOf; a form may pass the browser's date).
 * Legacy clients post strings or numbers and leave fields out: a missing field gets the same
 * message as an empty one, and every field reports its own message, all at once.
 */

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

/** A required text field: trimmed, inner spaces collapsed, `empty` when blank or missing. */
export function requiredTextField(empty: string, max = 80, tooLong: string = M.nameTooLong) {
  return looseText.optional().transform((v, ctx) => {
    const text = (v ?? "").trim().replace(/\s+/g, " ");
    if (text === "") return fail(ctx, empty);
    if (text.length > max) return fail(ctx, tooLong);
    return text;
  });
}

/** A date of birth: required, a real date, and the child 4–14 on `today`. Answers "YYYY-MM-DD". */
export function dobField(today: IsoDate) {
  return looseText.optional().transform((v, ctx) => {
    const text = (v ?? "").trim();
    if (text === "") return fail(ctx, M.dobEmpty);
    const dob = parseDob(text);
    if (!dob) return fail(ctx, M.dobInvalid);
    const error = childAgeError(dob, today);
    return error ? fail(ctx, error) : dob;
  });
}

/** Gender / sex of the sibling form: 1 male, 2 female, 3 other; 0 or blank is "not chosen". */
export const GENDERS = [
  { value: 1, label: "Male" },
  { value: 2, label: "Female" },
  { value: 3, label: "Other" },
] as const;

export const genderField = looseText.optional().transform((v, ctx) => {
  const n = Number((v ?? "").trim());
  return n === 1 || n === 2 || n === 3 ? n : fail(ctx, M.genderEmpty);
});

/** A declared age (spec 2 sibling 'new' and final registration): required, 4 to 14. */
export const childAgeField = looseText.optional().transform((v, ctx) => {
  const text = (v ?? "").trim();
  if (!/^[0-9]{1,3}$/.test(text)) return fail(ctx, M.childAgeRequired);
  const age = Number(text);
  const error = ageError(age);
  return error ? fail(ctx, error) : age;
});

/** An optional id of a child of the caller's family (defaults to the caller). */
export const optionalUserIdField = looseText.optional().transform((v, ctx) => {
  if (v === undefined || v.trim() === "") return undefined;
  return parseId(v) ?? fail(ctx, M.notInFamily);
});

const requiredEmailField = looseText.optional().transform((v, ctx) => {
  const text = (v ?? "").trim().toLowerCase();
  if (text === "") return fail(ctx, M.emailRequired);
  return isEmail(text) ? text : fail(ctx, M.emailInvalid);
});

const requiredTimeZoneField = looseText.optional().transform((v, ctx) => {
  const text = (v ?? "").trim();
  if (text === "") return fail(ctx, M.timezoneEmpty);
  return isTimeZone(text) ? text : fail(ctx, M.timeZoneInvalid);
});

const otpField = looseText.optional().transform((v, ctx) => {
  const text = (v ?? "").trim();
  if (text === "") return fail(ctx, M.otpRequired);
  return /^[0-9]{6}$/.test(text) ? text : fail(ctx, M.otpIncomplete);
});

const requiredIdField = (message: string) =>
  looseText.optional().transform((v, ctx) => parseId(v ?? "") ?? fail(ctx, message));

// ---- Spec 3: POST /submit-sibling-info (the add-sibling form) ----

export function siblingInfoShape(today: IsoDate) {
  return {
    first_name: requiredTextField(M.firstNameEmpty).describe("the child's first name"),
    last_name: requiredTextField(M.lastNameEmpty).describe("the child's last name"),
    sex: genderField.describe("1 male, 2 female, 3 other (0 is not chosen)"),
    dob: dobField(today).describe("YYYY-MM-DD (or DD-MM-YYYY); the child is 4 to 14"),
    school_name: requiredTextField(M.schoolEmpty, 160).describe("school / institute"),
  };
}

/** The add-sibling form and POST /submit-sibling-info (userId, when sent, is ignored: the caller's family). */
export function siblingInfoSchema(today: IsoDate) {
  return z.object({ ...siblingInfoShape(today), userId: looseText.optional() });
}
export type SiblingInfo = z.output<ReturnType<typeof siblingInfoSchema>>;
export type SiblingInfoForm = z.input<ReturnType<typeof siblingInfoSchema>>;

export const siblingInfoResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  sibling_id: z.number().int(),
  redirect_to: z.literal("/st/dashboard"),
});

// ---- A child as the family calls answer it ----

export const familyChildSchema = z.object({
  sibling_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  age: z.number().int().nullable().describe("from the date of birth, else the declared age"),
  date_of_birth: z.string().nullable().describe("YYYY-MM-DD"),
  course_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  is_self: z.boolean().describe("the child the session acts as"),
});
export type FamilyChildJson = z.infer<typeof familyChildSchema>;

// ---- Spec 3: GET /get-self-and-siblings-for-dob ----

export const selfAndSiblingsForDobResponse = z.object({
  status: z.literal(true),
  data: z.array(familyChildSchema).describe("children of the family without a date of birth"),
});

// ---- Spec 2: GET {v1}getSelfAndSiblings ----

export const getSelfAndSiblingsResponse = z.object({
  status: z.literal(true),
  user_id: z.number().int(),
  userAndSiblings: z.array(familyChildSchema).describe("the caller first, then the siblings"),
});

// ---- Spec 2: POST {v1}submitSiblingDataOnLogin ----

export const submitSiblingDataOnLoginRequest = z
  .object({
    sibling_id: looseText.optional().describe('"self", a sibling\'s id, or "new"'),
    name: looseText.optional().describe("for new: the child's name"),
    age: looseText.optional().describe("for new: 4 to 14"),
    date_of_birth: looseText.optional().describe("for new, optional: YYYY-MM-DD"),
    course_id: looseText.optional(),
    subject_id: looseText.optional(),
    course_slug: looseText.optional().describe("the book-demo slug to go to"),
  })
  .transform((v, ctx) => {
    const choice = (v.sibling_id ?? "").trim().toLowerCase();
    const courseSlug = (v.course_slug ?? "").trim() || null;
    const courseId = parseId(v.course_id ?? "") ?? undefined;
    if (choice === "new") {
      const name = requiredTextField(M.childNameRequired).safeParse(v.name);
      const age = childAgeField.safeParse(v.age);
      if (!name.success)
        ctx.addIssue({ code: "custom", path: ["name"], message: name.error.issues[0]!.message });
      if (!age.success)
        ctx.addIssue({ code: "custom", path: ["age"], message: age.error.issues[0]!.message });
      if (!name.success || !age.success) return z.NEVER;
      return { kind: "new" as const, name: name.data, age: age.data, courseId, courseSlug };
    }
    if (choice === "self") return { kind: "self" as const, courseSlug };
    const id = parseId(choice);
    if (id === null) {
      ctx.addIssue({ code: "custom", path: ["sibling_id"], message: M.chooseSibling });
      return z.NEVER;
    }
    return { kind: "sibling" as const, siblingId: id, courseSlug };
  });
export type SiblingChoice = z.output<typeof submitSiblingDataOnLoginRequest>;

export const submitSiblingDataOnLoginResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  sibling_id: z.number().int().describe("the child the session now acts as"),
  redirect_to: z.string().describe("the book-demo slug (or the course list)"),
});

// ---- Spec 2: POST {v1}submitFinalRegistration ----

export const submitFinalRegistrationRequest = z.object({
  whatsapp_number: looseText.optional().describe("digits, without the country code"),
  country_code: looseText.optional().describe('e.g. "+91"'),
  email_address: requiredEmailField,
  child_name: requiredTextField(M.childNameRequired),
  child_age: childAgeField.describe("4 to 14"),
  course_id: requiredIdField(M.courseRequired).describe("the preferred course"),
  timezone_name: requiredTimeZoneField.describe("IANA time zone"),
  cust_otp: otpField.describe("the six-digit code sent to the number"),
  parent_name: looseText.optional(),
});
export type FinalRegistration = z.output<typeof submitFinalRegistrationRequest>;

export const submitFinalRegistrationResponse = z.union([
  z.object({
    status: z.literal(true),
    message: z.string(),
    user_id: z.number().int(),
    added_to_existing_family: z
      .boolean()
      .describe("true: the number was a family's verified contact; the child joined that family"),
    redirect_to: z.string(),
  }),
  z.object({ status: z.literal(false), message: z.string().describe("a wrong or expired OTP") }),
]);

// ---- Spec 2: POST /st/submit-siblings-dob ----

export const submitSiblingsDobRequest = z.object({
  siblings: z
    .array(
      z.object({
        sibling_id: looseText.optional(),
        date_of_birth: looseText.optional(),
      }),
      { error: M.siblingsRequired },
    )
    .min(1, M.siblingsRequired)
    .max(20, M.siblingsRequired)
    .describe("one entry per child: sibling_id and date_of_birth (YYYY-MM-DD)"),
});

export const submitSiblingsDobFailure = z.object({
  status: z.literal(false),
  message: z.string(),
  sibling_id: z.number().int().nullable().describe("the first child the error is beside"),
  sibling_errors: z.record(z.string(), z.string()).describe("sibling id → its message"),
});

export const savedResponse = z.object({ status: z.literal(true), message: z.string() });

export const submitSiblingsDobResponse = z.union([savedResponse, submitSiblingsDobFailure]);

// ---- Spec 2: /st/submit-student-state, /st/submit-student-timezone, /st/submitStudentData ----

export const submitStudentStateRequest = z.object({
  user_id: optionalUserIdField,
  state: requiredTextField(M.stateRequired),
  city: requiredTextField(M.cityRequired),
});

export const submitStudentTimezoneRequest = z.object({
  user_id: optionalUserIdField,
  timezone: requiredTimeZoneField,
  country_id: looseText
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (/^[A-Za-z]{2}$/.test(text)) return { iso2: text.toUpperCase() };
      const id = parseId(text);
      return id === null ? fail(ctx, M.countryRequired) : { id };
    })
    .describe("the country's id (get-all-countries) or its ISO code"),
});

export const submitStudentDataRequest = z.object({
  user_id: optionalUserIdField,
  name: requiredTextField(M.studentNameRequired),
  email: requiredEmailField,
});

// ---- Spec 3: GET /switch-sibling-user/{sibling_id} ----

export const switchSiblingParams = z.object({
  sibling_id: z.unknown().transform((v, ctx) => parseId(v) ?? fail(ctx, M.notInFamily)),
});

export const switchSiblingResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  sibling_id: z.number().int(),
  redirect_to: z.literal("/st/dashboard"),
});
