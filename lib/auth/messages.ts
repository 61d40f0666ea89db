import { FIELD_MESSAGES } from "@/lib/fields/messages";

/** Login messages, word for word from spec 1 section 8 (and section 5 for the form rules). */
export const LOGIN_MESSAGES = {
  notActive: "Your account is not activated, Please activate it.",
  invalidCredentials: "Invalid User Credentilas.",
  incorrectOtp: "Incorrect OTP !!!",
  incorrectPassword: "Incorrect password !!!",
  invalidUser: "Invalid user!!!",
  /** spec 2 section 8: a teacher logging in with a mobile no teacher account has. */
  mobileNotRegistered: "Mobile Number Not Registered",
  multipleUsers: "Multiple users has been detected. Please login with your registered Email.",
  alreadyLoggedIn: "You are already logged in.",
  selectEntity: "Please select entity.",
  wrongOtpLength: "please insert correct OTP",
  // Not in the spec's catalogue (the spec does not show the success text of sendOTP). The same
  // words whether an account has the identifier or not (issue 43.13).
  otpSentToMobile: "If this mobile number is registered with us, an OTP has been sent to it.",
  otpSentToEmail: "If this email address is registered with us, an OTP has been sent to it.",
  identifierRequired: "Please enter your registered email or mobile number.",
  engagement: "Please choose whether you are a student or a teacher.",
} as const;

/** Registration messages: spec 1 sections 5 and 8; the others are ours, in the same voice. */
export const REGISTRATION_MESSAGES = {
  mobile: FIELD_MESSAGES.mobileInvalid,
  mobileTaken: "This Mobile Number Has Already Been Registered",
  invalidOtp: "Invalid OTP",
  verifyMobileFirst: "Please verify your mobile first",
  somethingWentWrong: "Something went wrong Please Contact to Admin",
  emailTaken: "This email is already registered.",
  firstName: "Please enter your first name.",
  email: FIELD_MESSAGES.emailInvalid,
  countryCode: FIELD_MESSAGES.countryCodeInvalid,
  passwordTooShort: "Password must be at least 8 characters.",
  tooLong: "This is too long.",
  otpTooShort: "Please enter the OTP you received.",
  otpSent: "OTP has been sent to your mobile number.",
  otpSentWithEmail: "OTP has been sent to your mobile number and email address.",
} as const;

/** Forgot-password messages: spec 1 sections 5 and 8, plus the success text of updatePassword. */
export const PASSWORD_RESET_MESSAGES = {
  sent: "Success !! Please check your mail.",
  failed: "Error !! Please try again.",
  allMandatory: "All input fields are mandatory.",
  invalidOtp: "Invalid OTP",
  passwordTooShort: REGISTRATION_MESSAGES.passwordTooShort,
  updated: "Your password has been changed. Please login with your new password.",
} as const;

/** requestFreeDemo (spec 1): a visitor asks for a call back to book a free demo. */
export const FREE_DEMO_MESSAGES = {
  firstName: REGISTRATION_MESSAGES.firstName,
  email: REGISTRATION_MESSAGES.email,
  mobile: REGISTRATION_MESSAGES.mobile,
  received: "Thank you! Our team will call you shortly to book your free demo class.",
} as const;

/** POST /api/logout (not in the spec; the same voice). */
export const LOGOUT_MESSAGES = {
  loggedOut: "You have been logged out.",
} as const;

/**
 * The new UI's words for a refused code (issue 26), keyed by the server's `otp_reason`; the legacy
 * calls keep the spec's texts above. Each says what to do next.
 */
export const OTP_UI_MESSAGES = {
  invalid: "That code is not right. Check the latest code we sent you and try again.",
  expired: "This code has expired. Press “Resend OTP” to get a new one.",
  locked:
    "Too many wrong tries, so this code no longer works. Press “Resend OTP” to get a new one.",
  missing: "This code can no longer be used. Press “Resend OTP” to get a new one.",
} as const;

export type OtpReason = keyof typeof OTP_UI_MESSAGES;

/**
 * The new UI's words for a refused password (the legacy status_msg keeps the spec's): one answer
 * whether the account exists, the password is wrong or several accounts share the mobile (issue
 * 43.13), so it says what to do in each case.
 */
export const PASSWORD_UI_MESSAGE =
  "That e-mail or mobile number and password do not match. Check both and try again; if your family shares a mobile number, log in with your e-mail or by OTP.";

/** Reasons after which only a new code helps: the UI enables "Resend OTP" at once. */
export const OTP_NEEDS_NEW_CODE: readonly OtpReason[] = ["expired", "locked", "missing"];

/** "Try again in 45 seconds." / "Try again in 2 minutes." from a 429's retryAfter. */
export function tryAgainIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Try again in ${s} second${s === 1 ? "" : "s"}.`;
  const m = Math.ceil(s / 60);
  return `Try again in ${m} minute${m === 1 ? "" : "s"}.`;
}

/** The new UI's text for a 429: what happened, then when to try again (once, even if both say it). */
export function rateLimitedText(message: string | undefined, retryAfter: number): string {
  const base = message?.replace(/\s*Please try again in [^.]*\.\s*$/i, "").trim();
  return `${base || "Too many tries."} ${tryAgainIn(retryAfter)}`;
}
