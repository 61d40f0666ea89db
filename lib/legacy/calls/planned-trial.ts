import { plannedCalls } from "../define";

/** The trial booking flow, free sessions, workshops and the course quiz (specs 2, 3): issue 23. */
export const PLANNED_TRIAL_CALLS = [
  ...plannedCalls(23, "2 §7", [
    ["GET", "site", "enloll-to-workshop/{course_id}/{slot_id}", "Enrol in a workshop."],
  ]),
  ...plannedCalls(23, "3 §7", [
    ["POST", "site", "load-workshop", "The workshop page's data."],
    ["POST", "site", "show-trail-pages-booking-flow", "The trial flow's next step."],
    ["POST", "site", "show-different-time-slot-for-booking", "Other times (different_time)."],
    ["POST", "site", "show-preffered-slot-for-booking", "Preferred slots (slots)."],
    ["POST", "site", "find-available-teachers-for-booking", "Teachers free at the chosen times."],
    ["POST", "site", "save-schedule-for-booking", "Save the chosen weekly schedule."],
    ["POST", "site", "get-trail-course-quiz", "A course's self-check quiz."],
    ["POST", "site", "book-free-session", "Book a free session {course_id}."],
    ["POST", "site", "submit-quiz", "Quiz answers; status, percentage, message."],
  ]),
];
