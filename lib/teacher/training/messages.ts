/** The training form's messages, in spec 3 section 5's words (all fields required). */
export const TRAINING_MESSAGES = {
  applicantName: "Please enter your name.",
  emailRequired: "Please enter your email.",
  emailInvalid: "Please enter a valid email address.",
  phoneRequired: "Please enter a valid phone number with country code.",
  phoneDigits: "Please enter numbers only.",
  phoneShort: "The phone number must be 10 digits long.",
  phoneLong: "The phone number must not exceed 10 digits.",
  readyToPay: "Please select are you ready to pay.",
  haveLaptop: "Please select do you have laptop.",
  haveKeyboard: "Please select do you have keyboard.",
  experience: "Please select an experience.",
  english: "Please rate ur english proficiency.",
  readyToJoin: "Please select are you ready to join the product after training.",
  timeslot: "Please select a preferred time slot.",
  invalid: "Please correct the highlighted fields.",
  duplicate: "You have already applied with this email address.",
  applied:
    "Thank you for applying to the teacher training program! Our team will contact you soon.",
} as const;

/** The product the ready_to_join_{product} field names (spec 3). */
export const TRAINING_PRODUCT = "tutorlive";
export const READY_TO_JOIN_FIELD = `ready_to_join_${TRAINING_PRODUCT}` as const;

export const EXPERIENCE_OPTIONS = ["0-1", "1-3", "3-5", "5+"] as const;
export const TIMESLOT_OPTIONS = ["morning", "afternoon", "evening", "night"] as const;
export const YES_NO = ["yes", "no"] as const;
