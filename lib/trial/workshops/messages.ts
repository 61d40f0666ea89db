/** What the workshop calls say (issue 23, decision 029). */
export const WORKSHOP_MESSAGES = {
  enrolled: "You are enrolled in the workshop. See you there!",
  alreadyEnrolled: "You are already enrolled in this workshop.",
  full: "Sorry, this workshop is full.",
  started: "This workshop has already started.",
  notFree: "This workshop cannot be joined here; please contact us to book a seat.",
  unknown: "This workshop is not available.",
  requestFailed: "We could not enrol you in the workshop. Please try again.",
} as const;

/** enloll-to-workshop responseCode values: 200 enrolled (thank-you page), others per decision 029. */
export const WORKSHOP_CODES = {
  enrolled: 200,
  alreadyEnrolled: 201,
  full: 409,
  started: 410,
  notFree: 402,
} as const;
