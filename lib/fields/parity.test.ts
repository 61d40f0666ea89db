import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  forgotPasswordRequest,
  REGISTRATION_FORM_FIELDS,
  sendOtpRequest,
  teacherRegistrationRequest,
} from "@/lib/auth/legacy-schemas";
import { sendOtpForLoginOrSignupRequest } from "@/lib/auth/signup/legacy-schemas";
import { profileSchema, whatsappSchema } from "@/lib/auth/signup/schemas";
import {
  forgotPasswordRequestSchema,
  loginIdentifierSchema,
  loginOrSignupIdentifierSchema,
  profileStepSchema,
  signupSchema,
} from "@/lib/auth/ui-schemas";
import { paymentFormRequest } from "@/lib/billing/payments/legacy-schemas";
import { courseIdFrom } from "@/lib/catalog/courses/course-id";
import { parseTeacherId, setLikeDislikeRequest } from "@/lib/catalog/search/legacy-schemas";
import { reportProblemRequest } from "@/lib/classes/after/schemas";
import { teacherCalendarRequest } from "@/lib/classes/calendar/schemas";
import { newsletterSchema } from "@/lib/marketing/schemas";
import { newsletterEmailError } from "@/lib/marketing/newsletter-rule";
import { getCurrencyQuery } from "@/lib/money/schemas";
import { timeZoneInCookies } from "@/lib/money/time-zone-cookie";
import { preferredSlotRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { FIELD_MESSAGES, LONG_TEXT_MAX, parseId } from "./index";

// The parity test of decision 014: ONE table of inputs per field rule, run through the browser's
// schema and the server's schema of every form that uses the rule. Each pair must give the same
// verdict and the same message; where the table says what the verdict is, both must give it.

type Verdict = { ok: true } | { ok: false; message: string };

/** The verdict of a schema on one field: its first message on that path, or ok. */
function verdictOf(schema: z.ZodType, input: unknown, path: string): Verdict {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true };
  const issue = result.error.issues.find((i) => i.path.map(String).join(".") === path);
  return issue ? { ok: false, message: issue.message } : { ok: true };
}

/** The UI form and the server call of one form, each reading one field from an input. */
interface FormPair<Input> {
  form: string;
  ui: (input: Input) => Verdict;
  server: (input: Input) => Verdict;
}

function expectParity<Input>(pairs: FormPair<Input>[], rows: { input: Input; ok?: boolean }[]) {
  for (const { input, ok } of rows) {
    for (const pair of pairs) {
      const ui = pair.ui(input);
      const server = pair.server(input);
      const label = `${pair.form} ${JSON.stringify(input)}`;
      expect(ui, label).toEqual(server);
      if (ok !== undefined) expect(ui.ok, label).toBe(ok);
    }
  }
}

const teacher = {
  first_name: "Asha Rao",
  email: "asha@example.com",
  reg_mobile_num: "9876543210",
  country_code: "+91",
};
const signupForm = {
  role: "teacher" as const,
  fullName: "Asha Rao",
  email: "asha@example.com",
  countryCode: "+91",
  mobile: "9876543210",
  otp: "",
  stream: "3",
  remark: "",
};
const profileForm = {
  whatsappAllowed: false,
  whatsappCountryCode: "+91",
  whatsappNumber: "",
  childName: "Kid",
  childAge: "8",
  parentName: "Parent",
  email: "",
  timeZone: "Asia/Kolkata",
};

// ---------------------------------------------------------------- e-mail

const EMAILS: { input: string; ok?: boolean }[] = [
  { input: "asha@example.com", ok: true },
  { input: "  Asha.Rao+tutor@Example.co.in ", ok: true },
  { input: "asha@example", ok: false },
  { input: "asha example.com", ok: false },
  { input: "as ha@example.com", ok: false },
  { input: "asha@@example.com", ok: false },
  { input: "@example.com", ok: false },
  { input: "asha@.com", ok: false },
  { input: `${"a".repeat(250)}@example.com`, ok: false },
];

describe("parity: e-mail (z.email(), one message)", () => {
  it("gives the same verdict and message in every form and its server call", () => {
    expectParity<string>(
      [
        {
          form: "spec 1 signup",
          ui: (email) => verdictOf(signupSchema, { ...signupForm, email }, "email"),
          server: (email) => verdictOf(teacherRegistrationRequest, { ...teacher, email }, "email"),
        },
        {
          form: "spec 2 login or signup",
          ui: (email) =>
            verdictOf(
              loginOrSignupIdentifierSchema,
              { type: "email", countryCode: "", mobile: "", email: email.trim() },
              "email",
            ),
          server: (cust_id) =>
            verdictOf(
              sendOtpForLoginOrSignupRequest,
              { type: "email", cust_id: cust_id.trim() },
              "cust_id",
            ),
        },
        {
          form: "spec 2 profile step",
          ui: (email) => verdictOf(profileStepSchema, { ...profileForm, email }, "email"),
          server: (email) => verdictOf(profileSchema, { name: "Kid", email }, "email"),
        },
        {
          form: "newsletter",
          ui: (email) => {
            const message = newsletterEmailError(email);
            return message ? { ok: false, message } : { ok: true };
          },
          server: (email) => verdictOf(newsletterSchema, { email }, "email"),
        },
      ],
      EMAILS,
    );
  });

  it("says one thing for every invalid address, and stores it lower-cased", () => {
    for (const schema of [teacherRegistrationRequest]) {
      expect(verdictOf(schema, { ...teacher, email: "x@y" }, "email")).toEqual({
        ok: false,
        message: FIELD_MESSAGES.emailInvalid,
      });
    }
    expect(verdictOf(paymentFormRequest, { email: "x@y" }, "email")).toEqual({
      ok: false,
      message: FIELD_MESSAGES.emailInvalid,
    });
    expect(verdictOf(profileSchema, { name: "Kid", email: "x@y" }, "email")).toEqual({
      ok: false,
      message: FIELD_MESSAGES.emailInvalid,
    });
    const parsed = teacherRegistrationRequest.parse({ ...teacher, email: " Asha@Example.COM " });
    expect(parsed.email).toBe("asha@example.com");
  });
});

// ---------------------------------------------------------------- phone

type PhoneRow = { input: { code: string; number: string }; ok?: boolean };
const PHONES: PhoneRow[] = [
  { input: { code: "+91", number: "9876543210" }, ok: true },
  { input: { code: "+91", number: "987654321" }, ok: false },
  { input: { code: "+91", number: "98765432101" }, ok: false },
  { input: { code: "+91", number: "98765abc10" }, ok: false },
  { input: { code: "+91", number: "" }, ok: false },
  // A 9-digit number outside India (UAE mobile): the signup form refused it before decision 014.
  { input: { code: "+971", number: "501234567" }, ok: true },
  { input: { code: "+44", number: "7911123456" }, ok: true },
  { input: { code: "+65", number: "81234567" }, ok: true },
  // Too short with its code (7 + 1 < 10), too long (13 digits).
  { input: { code: "+1", number: "5550123" }, ok: false },
  { input: { code: "+44", number: "7911123456789" }, ok: false },
  { input: { code: "", number: "9876543210" } },
  { input: { code: "+91", number: "+44 7911 123456" } },
  { input: { code: "+91", number: "98765 43210" } },
];

describe("parity: phone (libphonenumber-js, the spec's lengths)", () => {
  it("gives the same verdict and message in every form and its server call", () => {
    expectParity<PhoneRow["input"]>(
      [
        {
          form: "spec 1 signup",
          ui: ({ code, number }) =>
            verdictOf(signupSchema, { ...signupForm, countryCode: code, mobile: number }, "mobile"),
          server: ({ code, number }) =>
            verdictOf(
              teacherRegistrationRequest,
              { ...teacher, country_code: code, reg_mobile_num: number },
              "reg_mobile_num",
            ),
        },
        {
          form: "spec 2 login or signup",
          ui: ({ code, number }) =>
            verdictOf(
              loginOrSignupIdentifierSchema,
              { type: "mobile", countryCode: code, mobile: number, email: "" },
              "mobile",
            ),
          server: ({ code, number }) =>
            verdictOf(
              sendOtpForLoginOrSignupRequest,
              { type: "mobile", country_code: code, cust_id: number },
              "cust_id",
            ),
        },
        {
          form: "spec 2 WhatsApp step",
          ui: ({ code, number }) =>
            verdictOf(
              profileStepSchema,
              {
                ...profileForm,
                whatsappAllowed: true,
                whatsappCountryCode: code,
                whatsappNumber: number,
              },
              "whatsappNumber",
            ),
          server: ({ code, number }) =>
            verdictOf(
              whatsappSchema,
              { country_code: code, whatsapp_number: number },
              "whatsapp_number",
            ),
        },
      ],
      PHONES,
    );
  });

  it("stores +44 7911 123456 as +447911123456 and a bare number as Indian", () => {
    const british = teacherRegistrationRequest.parse({
      ...teacher,
      reg_mobile_num: "+44 7911 123456",
    });
    expect(british.mobile).toEqual({ kind: "mobile", countryCode: "+44", mobile: "7911123456" });
    expect(verdictOf(signupSchema, { ...signupForm, mobile: "+44 7911 123456" }, "mobile")).toEqual(
      { ok: true },
    );
    const indian = teacherRegistrationRequest.parse(teacher);
    expect(indian.mobile).toEqual({ kind: "mobile", countryCode: "+91", mobile: "9876543210" });
  });

  it("accepts in the payment form what the accounts accept", () => {
    for (const { input, ok } of PHONES) {
      if (ok === undefined || input.code !== "+91") continue;
      const v = verdictOf(paymentFormRequest, { number: input.number }, "number");
      expect(v.ok, input.number).toBe(ok);
    }
  });
});

// ---------------------------------------------------------------- login identifier (e-mail or phone)

const IDENTIFIERS: { input: string; ok?: boolean }[] = [
  { input: "asha@example.com", ok: true },
  { input: "9876543210", ok: true },
  { input: "+91 98765 43210", ok: true },
  { input: "+44 7911 123456", ok: true },
  { input: "987654321", ok: false },
  { input: "asha@example", ok: false },
  { input: "", ok: false },
];

describe("parity: login identifier (the e-mail and phone rules)", () => {
  it("gives the same verdict and message in the login and forgot-password forms and calls", () => {
    expectParity<string>(
      [
        {
          form: "login",
          ui: (identifier) =>
            verdictOf(loginIdentifierSchema, { identifier, role: "student" }, "identifier"),
          server: (cust_id) => verdictOf(sendOtpRequest, { cust_id }, "cust_id"),
        },
        {
          form: "forgot password",
          ui: (cust_entry) =>
            verdictOf(forgotPasswordRequestSchema, { cust_entry, role: "student" }, "cust_entry"),
          server: (cust_entry) =>
            verdictOf(forgotPasswordRequest, { cust_entry, engagement_id: 9 }, "cust_entry"),
        },
      ],
      IDENTIFIERS,
    );
  });

  it("maps every registration field the form shows onto a field of the form", () => {
    const formFields = Object.keys(signupForm);
    for (const field of Object.values(REGISTRATION_FORM_FIELDS)) {
      expect(formFields).toContain(field);
    }
  });
});

// ---------------------------------------------------------------- long text

const LONG_TEXTS: { input: string; ok?: boolean }[] = [
  { input: "Please call after 5 pm.", ok: true },
  { input: "a".repeat(LONG_TEXT_MAX), ok: true },
  { input: ` ${"a".repeat(LONG_TEXT_MAX)} `, ok: true },
  { input: "a".repeat(LONG_TEXT_MAX + 1), ok: false },
  { input: "ü".repeat(LONG_TEXT_MAX + 1), ok: false },
];

describe("parity: long text (600 characters, one message)", () => {
  it("gives the same verdict and message in the signup form and every text-area call", () => {
    const formVerdict = (remark: string) =>
      verdictOf(signupSchema, { ...signupForm, remark }, "remark");
    expectParity<string>(
      [
        {
          form: "spec 1 teacher remark",
          ui: formVerdict,
          server: (remark) =>
            verdictOf(teacherRegistrationRequest, { ...teacher, remark }, "remark"),
        },
        {
          form: "preferred demo time note",
          ui: formVerdict,
          server: (note) =>
            verdictOf(preferredSlotRequest, { date: "2030-01-01", time: "10:00", note }, "note"),
        },
        {
          form: "report a problem",
          ui: formVerdict,
          server: (problem) => verdictOf(reportProblemRequest, { problem }, "problem"),
        },
      ],
      LONG_TEXTS,
    );
    expect(formVerdict("a".repeat(601))).toEqual({
      ok: false,
      message: FIELD_MESSAGES.longTextTooLong,
    });
  });
});

// ---------------------------------------------------------------- time zone

const ZONES: { input: string; ok: boolean }[] = [
  { input: "Asia/Kolkata", ok: true },
  { input: "Asia/Calcutta", ok: true },
  { input: "America/New_York", ok: true },
  { input: "UTC", ok: true },
  { input: "Mars/Olympus", ok: false },
  { input: "+05:30", ok: false },
  { input: "Asia/Kolkata; drop table", ok: false },
  { input: `Europe/${"x".repeat(70)}`, ok: false },
];

describe("parity: IANA time zone (one validator, one message)", () => {
  it("gives the same verdict and message in every call that takes a zone, and the tz cookie", () => {
    const profile = (timezone: string) =>
      verdictOf(profileSchema, { name: "Kid", timezone }, "timezone");
    expectParity<string>(
      [
        {
          form: "get-currency",
          ui: profile,
          server: (tz) => verdictOf(getCurrencyQuery, { tz }, "tz"),
        },
        {
          form: "signup profile step (Time zone select)",
          ui: (timeZone) => verdictOf(profileStepSchema, { ...profileForm, timeZone }, "timeZone"),
          server: profile,
        },
        {
          form: "teacher calendar",
          ui: profile,
          server: (tz) => verdictOf(teacherCalendarRequest, { weekStatus: 0, tz }, "tz"),
        },
        {
          form: "tz cookie",
          ui: profile,
          server: (tz) =>
            timeZoneInCookies(`a=b; tz=${encodeURIComponent(tz)}`) === tz
              ? { ok: true }
              : { ok: false, message: FIELD_MESSAGES.timeZoneInvalid },
        },
      ],
      ZONES,
    );
  });
});

// ---------------------------------------------------------------- ids

const IDS: { input: unknown; id: number | null }[] = [
  { input: 12, id: 12 },
  { input: "12", id: 12 },
  { input: " 12 ", id: 12 },
  { input: "MTI=", id: 12 },
  { input: "MjE0NzQ4MzY0Nw==", id: 2147483647 },
  { input: "2147483648", id: null },
  { input: "0", id: null },
  { input: "012", id: null },
  { input: -1, id: null },
  { input: 1.5, id: null },
  { input: "abc", id: null },
  { input: "", id: null },
];

describe("parity: plain-or-base64 id", () => {
  it("reads the same id wherever an id is read", () => {
    for (const { input, id } of IDS) {
      expect(parseId(input), JSON.stringify(input)).toBe(id);
      expect(courseIdFrom(input), JSON.stringify(input)).toBe(id);
      if (typeof input === "string") {
        expect(parseTeacherId(input), input).toBe(id);
        const like = setLikeDislikeRequest.safeParse({ user_id: input, status: "like" });
        expect(like.success ? like.data.user_id : null, input).toBe(id);
      }
    }
  });
});

// ---------------------------------------------------------------- loose legacy coercions

describe("parity: loose legacy coercions", () => {
  it("reads numbers and booleans sent as text the same as the real thing", () => {
    const asText = teacherRegistrationRequest.parse({
      ...teacher,
      reg_mobile_num: 9876543210,
      stream: "3",
    });
    const asNumbers = teacherRegistrationRequest.parse({
      ...teacher,
      reg_mobile_num: "9876543210",
      stream: 3,
    });
    expect(asText).toEqual(asNumbers);
    for (const [flag, expected] of [
      [true, true],
      ["1", true],
      [1, true],
      ["on", true],
      ["true", true],
      [false, false],
      ["0", false],
      ["", false],
      [undefined, false],
    ] as const) {
      const parsed = whatsappSchema.parse({
        country_code: "+91",
        whatsapp_number: "9876543210",
        is_whatsapp_allowed: flag,
      });
      expect(parsed.isWhatsappAllowed, String(flag)).toBe(expected);
    }
  });

  it("reads a flag the same in every call that takes one", () => {
    const calendar = (v: unknown) =>
      teacherCalendarRequest.parse({ weekStatus: 0, display_contact: v }).display_contact;
    const wallet = (v: unknown) =>
      paymentFormRequest.safeParse({
        name: "A",
        email: "a@b.co",
        number: "9876543210",
        pack_id: 1,
        use_wallet: v,
      }).data?.use_wallet;
    const whatsapp = (v: unknown) =>
      whatsappSchema.parse({
        country_code: "+91",
        whatsapp_number: "9876543210",
        is_whatsapp_allowed: v,
      }).isWhatsappAllowed;
    for (const [v, expected] of [
      [true, true],
      [1, true],
      ["1", true],
      ["true", true],
      ["on", true],
      [false, false],
      [0, false],
      ["0", false],
      ["false", false],
    ] as const) {
      expect([calendar(v), wallet(v), whatsapp(v)], String(v)).toEqual([
        expected,
        expected,
        expected,
      ]);
    }
  });

  it("treats blank and null legacy fields as absent", () => {
    const a = teacherRegistrationRequest.parse({ ...teacher, remark: "", last_name: null });
    const b = teacherRegistrationRequest.parse(teacher);
    expect(a).toEqual(b);
  });
});

describe("the signup form checks the mobile before the other fields are right", () => {
  it("refuses a short mobile while the name and e-mail are still empty", () => {
    const v = verdictOf(
      signupSchema,
      { ...signupForm, fullName: "", email: "", mobile: "12345" },
      "mobile",
    );
    expect(v).toEqual({ ok: false, message: FIELD_MESSAGES.mobileInvalid });
  });
});
