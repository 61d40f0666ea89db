/** Messages of the leave form and calls (spec 3 leave; decision 031). */
export const LEAVE_MESSAGES = {
  fromDateRequired: "Please select the leave start date.",
  toDateRequired: "Please select the leave end date.",
  dateInvalid: "Please enter a valid date.",
  toBeforeFrom: "The end date cannot be before the start date.",
  tooLong: (days: number) => `A leave can cover at most ${days} days.`,
  pastDate: "Leave cannot start in the past.",
  typeRequired: "Please select the leave type.",
  reasonTooLong: "The reason must not exceed 300 characters.",
  alreadyOnLeave: (date: string) => `You are already on leave on ${date}.`,
  applied: (moved: number, cancelled: number) =>
    `Your leave is saved. ${moved} class${moved === 1 ? "" : "es"} moved to a substitute teacher, ${cancelled} cancelled with the class credit returned to the family.`,
  withdrawTypeRequired: "Please choose what to withdraw.",
  leaveNotFound: "This leave was not found.",
  notYourLeave: "This leave is not yours.",
  alreadyWithdrawn: "This leave is already withdrawn.",
  leavePassed: "A leave day that has passed cannot be withdrawn.",
  withdrawn: "Your leave is withdrawn.",
  noDate: "Please choose the leave day to withdraw.",
} as const;

/** Why a class of a teacher on leave was cancelled (kept on each seat). */
export const LEAVE_CANCEL_REASON = "Teacher on leave; no substitute was free";
