/** Every message of the growth features (demo leads, referrals, pixels), in the specs' words. */
export const GROWTH_MESSAGES = {
  /** Spec 1 §8: a preferred demo slot needs both date and time. */
  leadTimeMissing: "Please choose the correct date or time.",
  /** Spec 1 §9 (answer 222): a past time or one outside teaching hours. */
  leadTimeInvalid: "Please choose a demo time in the future, between 8 AM and 9 PM.",
  /** Spec 1 §9 (answer 202): the OTP did not verify. */
  leadOtpInvalid: "The OTP is invalid or has expired. Please try again.",
  leadSaved: "Thank you! Our team will confirm your demo class shortly.",
  /** Spec 1 §9: every other answer of save-demo-leads. */
  somethingWrong: "Something went wrong. Please try again later",
  nameRequired: "Please enter your name.",
  fieldRequired: "Please fill this field.",
  otpRequired: "Please enter the 6-digit OTP.",
  /** Spec 1 §8: a referral needs a list of mobile numbers. */
  referListRequired: "Please enter at least one mobile number.",
  referListInvalid: "Please enter valid mobile numbers, separated by commas.",
  referListTooLong: "Please enter at most 20 mobile numbers at a time.",
  referSent: "Your invitation has been sent.",
  referDailyLimit:
    "You have sent the most invitations allowed for today. Please try again tomorrow.",
  referNotYou: "You can only send invitations from your own account.",
  /** Spec 3 §8, add-referral-student. */
  confirmAddStudent: "Are you sure you want to add student ?",
  studentAdded: "Student added. We will reach out to them with your invitation.",
  studentAlreadyInvited: "You have already invited this number.",
} as const;
