/** The texts of live classes that the spec fixes (spec 1 section 8, spec 2 section 5). */
export const CLASS_MESSAGES = {
  meetingTimeOver: "Your Meeting time is over.",
  meetingSlotUnavailable: "Meeting slot is not available. Please try again after sometime.",
  popupBlocked: "Your browser popup has been blocked. You must allow popup for this site.",
  reportProblemRequired: "Please enter some text to report your problem.",
  notifiedMaximum: "You have notified maximum time.",
  classNotFound: "We could not find this class.",
  notYourClass: "This class is not yours.",
  noClassesRemaining:
    "You have no classes remaining in your pack. Please buy more classes to join this class.",
} as const;
