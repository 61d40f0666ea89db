import { plannedCalls } from "../define";

/** Survey and unsubscribe (spec 3): issue 22 (points, leaderboard, characters… are in engagement.ts). */
export const PLANNED_ENGAGEMENT_CALLS = plannedCalls(22, "3 §7", [
]);
