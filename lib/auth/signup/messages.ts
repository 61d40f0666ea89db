import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { LOGIN_MESSAGES } from "../messages";

/**
 * Messages of the login-or-signup (spec 2) and signup (spec 3) flows. Quoted ones are the spec's
 * exact words (spec 2 sections 5 and 8, spec 3 section 5, spec 1 for the login outcomes); where the
 * spec names a rule without words, the message is ours, in the same tone.
 */
export const SIGNUP_MESSAGES = {
  // Spec 2 section 5: student mobile login and the WhatsApp step.
  countryCodeRequired: FIELD_MESSAGES.countryCodeRequired,
  whatsappRequired: FIELD_MESSAGES.whatsappRequired,
  whatsappInvalid: FIELD_MESSAGES.whatsappInvalid,
  // Spec 2 section 5: e-mail login.
  emailRequired: FIELD_MESSAGES.emailRequired,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  // Spec 2 section 5: OTP.
  otpRequired: "Please enter the OTP",
  otpIncomplete: "Please enter the complete six digit OTP",
  studentsOnly: "This sign-in is for students and parents.",
  identifierRequired: "Please enter your WhatsApp Number or Email Address.",
  typeInvalid: "Please choose WhatsApp Number or Email Address.",
  // OTP outcomes (a wrong code has spec 1's words).
  otpSentWhatsapp: "OTP has been sent to your WhatsApp Number.",
  otpSentWhatsappAndEmail:
    "OTP has been sent to your WhatsApp Number and your registered Email Address.",
  otpSentEmail: "OTP has been sent to your Email Address.",
  incorrectOtp: LOGIN_MESSAGES.incorrectOtp,
  otpExpired: "This OTP has expired. Please ask for a new one.",
  otpLocked: "Too many wrong tries. Please ask for a new OTP.",
  otpMissing: "Please ask for a new OTP.",
  notActive: LOGIN_MESSAGES.notActive,
  // Spec 2 sections 5 and 8: profile step.
  nameRequired: "Please enter the child's name.",
  nameTooLong: "The name is too long.",
  parentNameTooLong: "The parent's name is too long.",
  ageInvalid: "Please enter the child's age.",
  ageMin: "Age must be at least 4 years.",
  ageMax: "Age must not be greater then 14 years.",
  timezoneInvalid: FIELD_MESSAGES.timeZoneInvalid,
  emailTaken: "This email is already registered.",
  // Spec 3 section 5: signup.
  signupNameRequired: "Please enter your name.",
  signupAgeInvalid: "Age must be greater than 1.",
  signupMobile: FIELD_MESSAGES.signupMobileInvalid,
  signupOtp: "You have entered incorrect OTP",
  signupOtpSent: "OTP has been sent to your Mobile Number.",
  signupOtpResent: "OTP has been sent again to your Mobile Number.",
  signupRegistered: "You have been registered successfully.",
  signupLoggedIn: "You have been logged in successfully.",
} as const;
