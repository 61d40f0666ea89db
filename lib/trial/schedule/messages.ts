/** The schedule step's messages (spec 3 §5 "Schedule", issue 23): exact wording. */
export const TRIAL_SCHEDULE_MESSAGES = {
  timezone: "Please select your timezone.",
  predefinedSlot: "Please select a predefined slot that works for you.",
  noPredefinedSlots:
    "No predefined slots are available right now. Please choose a different time that works for you.",
  oneDay: "Please select any one day that work for you.",
  twoDays: "Please select any two days that work for you.",
  time: "Please select the time.",
  frequency: "Please select how many days a week.",
  noTeacher:
    "No teacher is available at the selected time. Tell us your preferred slot and we will get back to you.",
  slotGone: "This slot is no longer available. Please choose another one.",
  saved: "Your schedule is reserved. Choose your package to confirm it.",
  login: "Please sign up or log in to continue.",
  unknownCourse: "Unknown course.",
  teacher: "Please select a teacher.",
} as const;
