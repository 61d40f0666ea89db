import { FAMILY_MESSAGES } from "../messages";

/**
 * Messages of the profile update (spec 3 §5 "Profile update") and the extra-info page. The spec's
 * quoted words live in lib/family/messages.ts (FAMILY_MESSAGES); these are ours, in the same tone.
 */
export const PROFILE_MESSAGES = {
  ...FAMILY_MESSAGES,
  pincodeInvalid: "Please enter a valid pincode.",
  countryInvalid: "Please select a country.",
  tooLong: "This is too long.",
  profileSaved: "Your profile has been updated.",
  otpSent: "We have sent an OTP to your registered mobile number.",
  noContact: "Your family has no mobile number or e-mail to send an OTP to.",
  extraInfoSaved: "Thank you! Your details have been saved.",
  fieldEmpty: "Please tell us what you want to learn.",
} as const;
