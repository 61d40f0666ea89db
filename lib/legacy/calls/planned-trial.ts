import { plannedCalls } from "../define";

/** The trial booking flow (spec 3): issue 23. Workshops, free sessions and the quiz: workshops-quiz.ts. */
export const PLANNED_TRIAL_CALLS = [
  ...plannedCalls(23, "3 §7", [
    ["POST", "site", "show-trail-pages-booking-flow", "The trial flow's next step."],
    ["POST", "site", "show-different-time-slot-for-booking", "Other times (different_time)."],
    ["POST", "site", "show-preffered-slot-for-booking", "Preferred slots (slots)."],
    ["POST", "site", "find-available-teachers-for-booking", "Teachers free at the chosen times."],
    ["POST", "site", "save-schedule-for-booking", "Save the chosen weekly schedule."],
  ]),
];
