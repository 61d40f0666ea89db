import { plannedCalls } from "../define";

/** Points, leaderboard, story characters, showcase, holidays, survey, unsubscribe (spec 3): issue 22. */
export const PLANNED_ENGAGEMENT_CALLS = plannedCalls(22, "3 §7", [
  ["GET", "site", "st/load-all-story-characters", "All story characters."],
  ["GET", "site", "st/load-student-plan-list", "The learner's plans with classes left."],
  ["GET", "site", "st/load-how-story-character-work", "How story characters work."],
  ["GET", "site", "st/load-holidays", "Holidays."],
  ["GET", "site", "st/load-student-leaderboard", "The points leaderboard (also /{id})."],
  ["GET", "site", "get-showcase", "Approved student work."],
  ["GET", "site", "get-story-characters", "The learner's story characters."],
]);
