import { SIGNUP_MESSAGES } from "@/lib/auth/signup/messages";

/**
 * Messages of the profile update (spec 3 §5 "Profile update"); the quoted ones are the spec's
 * words, the rest ours in the same tone. The age messages are the signup's (one copy).
 */
export const PROFILE_MESSAGES = {
  pincodeEmpty: "Pincode can not be empty",
  dobEmpty: "Date of birth can not be empty",
  timezoneEmpty: "Timezone can not be empty",
  firstNameEmpty: "First Name can not be empty",
  lastNameEmpty: "Last name can not be empty",
  parentNameEmpty: "parents Name can not be empty",
  ageMin: SIGNUP_MESSAGES.ageMin,
  ageMax: SIGNUP_MESSAGES.ageMax,
  dobInvalid: "Please enter the date of birth as a date, e.g. 2017-04-23.",
  pincodeInvalid: "Please enter a valid pincode.",
  sexInvalid: "Please choose male, female or other.",
  countryInvalid: "Please select a country.",
  tooLong: "This is too long.",
  saved: "Your profile has been updated.",
  otpSent: "We have sent an OTP to your registered mobile number.",
  noContact: "Your family has no mobile number or e-mail to send an OTP to.",
  extraInfoSaved: "Thank you! Your details have been saved.",
} as const;
