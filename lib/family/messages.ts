import { FIELD_MESSAGES } from "@/lib/fields/messages";
import { SIGNUP_MESSAGES } from "@/lib/auth/signup/messages";

/**
 * Every message of the family feature (issue 16, decision 017). Quoted ones are the specs' exact
 * words (spec 2 §5 and §8, spec 3 §5), typos included ('greater then', 'parents Name', 'Occured');
 * where a spec names a rule without words, the message is ours, in the same tone. Forms and calls
 * import these, never their own copies.
 */
export const FAMILY_MESSAGES = {
  // Spec 3 §5: the sibling form and the profile update form ('X can not be empty').
  firstNameEmpty: "First Name can not be empty",
  lastNameEmpty: "Last name can not be empty",
  genderEmpty: "Gender can not be empty",
  dobEmpty: "Date of birth can not be empty",
  schoolEmpty: "School name can not be empty",
  pincodeEmpty: "Pincode can not be empty",
  timezoneEmpty: "Timezone can not be empty",
  parentNameEmpty: "parents Name can not be empty",
  // Spec 2 §5 and spec 3 §5: the 4–14 rule on a date of birth or a declared age.
  ageTooYoung: SIGNUP_MESSAGES.ageMin,
  ageTooOld: SIGNUP_MESSAGES.ageMax,
  dobInvalid: "Please enter a valid date of birth.",
  dobInFuture: "The date of birth can not be in the future.",
  nameTooLong: SIGNUP_MESSAGES.nameTooLong,
  // Spec 2 §5: the sibling choice at login.
  chooseSibling: "Please choose for whom you are booking demo.",
  childNameRequired: SIGNUP_MESSAGES.nameRequired,
  childAgeRequired: SIGNUP_MESSAGES.ageInvalid,
  // Spec 2 §5: final registration (e-mail, child name, age, preferred course, time zone, OTP).
  emailRequired: FIELD_MESSAGES.emailRequired,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  courseRequired: "Please choose the preferred course.",
  otpRequired: SIGNUP_MESSAGES.otpRequired,
  otpIncomplete: SIGNUP_MESSAGES.otpIncomplete,
  timeZoneInvalid: FIELD_MESSAGES.timeZoneInvalid,
  // Spec 2 §5: other forms (state and city, time zone and country, student detail).
  stateRequired: "Please select your state.",
  cityRequired: "Please enter your city.",
  countryRequired: "Please select your country.",
  studentNameRequired: "Please enter your name.",
  // Spec 2 §8: the date-of-birth save's general failure.
  unexpected: "An Unexpected Error Occured",
  siblingsRequired: "Please enter the date of birth of your children.",
  // Outcomes.
  notInFamily: "This child is not part of your family.",
  studentsOnly: SIGNUP_MESSAGES.studentsOnly,
  siblingAdded: "The sibling has been added to your family.",
  switched: "You are now using this child's account.",
  saved: "Saved successfully.",
  addedToFamily:
    "This number belongs to a family already: the child has been added to that family.",
} as const;

export type FamilyMessage = (typeof FAMILY_MESSAGES)[keyof typeof FAMILY_MESSAGES];
