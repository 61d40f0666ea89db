import { plannedCalls } from "../define";

/** Families, siblings, profile steps and lookups (specs 2 and 3): issue 16. */
export const PLANNED_FAMILY_CALLS = [
  ...plannedCalls(16, "2 §7", [
    ["GET", "v1", "getSelfAndSiblings", "The logged-in learner and their siblings."],
    ["POST", "v1", "submitSiblingDataOnLogin", "Choose self, a sibling or a new sibling at login."],
    ["POST", "v1", "submitFinalRegistration", "The last signup step (e-mail, child, course, OTP)."],
    ["POST", "site", "st/submit-siblings-dob", "Dates of birth of the family's children."],
    ["POST", "site", "st/submit-student-state", "The learner's state and city."],
    ["POST", "site", "st/submit-student-timezone", "The learner's time zone and country."],
    ["POST", "site", "st/submitStudentData", "The learner's name and e-mail."],
  ]),
  ...plannedCalls(16, "3 §7", [
    [
      "GET",
      "site",
      "get-self-and-siblings-for-dob",
      "Children missing a date of birth (status, data).",
    ],
    ["POST", "site", "submit-sibling-info", "Add a sibling to the family."],
    ["GET", "site", "switch-sibling-user/{sibling_id}", "Act as another child of the family."],
  ]),
];
