/**
 * Every message a field rule gives, in one place (decision 014). A rule gives one message per
 * failure; the phone rule's message names the field the user sees (mobile, WhatsApp, the spec 3
 * signup mobile), in the spec's words for that field. Forms and legacy calls import these, never
 * their own copies, so the browser and the server always say the same thing.
 */
export const FIELD_MESSAGES = {
  /** Spec 1 sections 5 and 8, spec 3: one message for every e-mail field. */
  emailInvalid: "Please enter a valid email address.",
  /** Spec 2 section 5: an empty e-mail where one is required. */
  emailRequired: "Please enter your Email Address.",
  /** Spec 1 and spec 2 section 8: a mobile number (registration, login, free demo). */
  mobileInvalid: "Please Fill Correct Mobile Number",
  /** Spec 2 section 5, spec 3 section 5: the WhatsApp number. */
  whatsappRequired: "Please enter your WhatsApp Number.",
  whatsappInvalid: "Please enter your valid WhatsApp Number.",
  /** Spec 3 section 5: the signup mobile with its prefix. */
  signupMobileInvalid: "Mobile Number should be of 10 digits",
  /** Spec 2 section 5, spec 1 registration: the dial code. */
  countryCodeRequired: "Please select your country code.",
  countryCodeInvalid: "Please select a valid country code.",
  /** Spec 1 §9: text areas (remarks, notes, problem reports) hold at most 600 characters. */
  longTextTooLong: "Please write at most 600 characters.",
  /** Any IANA time-zone field (profile, calendar, reports, currency). */
  timeZoneInvalid: "Please choose a valid IANA time zone, e.g. Asia/Kolkata.",
  /** An id in a legacy payload or URL: a whole number or its base64 form (MTI= for 12). */
  idInvalid: "Please give an id: a whole number or its base64 form (MTI= for 12).",
  /** A loose legacy text field that got neither a string nor a number. */
  textExpected: "Please enter a text value.",
} as const;

export type FieldMessage = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES];
