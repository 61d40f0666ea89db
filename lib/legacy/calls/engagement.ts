import {
  allCharactersResponse,
  howCharactersWorkResponse,
  learnerCharactersResponse,
} from "../../engagement/characters/schemas";
import { holidaysResponse } from "../../engagement/holidays/schemas";
import { leaderboardQuery, leaderboardResponse } from "../../engagement/leaderboard/schemas";
import { planListResponse } from "../../engagement/plans/schemas";
import { showcaseResponse } from "../../engagement/showcase/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const POINTS =
  "Points come from one ledger (attendance, ratings, surveys, activity marks, streaks; rules in lib/engagement/points/rules.ts, decision 026).";

/** Points, leaderboard, story characters, showcase, holidays and plans (issue 22 part A). */
export const ENGAGEMENT_CALLS: LegacyCall[] = [
  call(
    "GET",
    "site",
    "st/load-student-leaderboard",
    "3 §7",
    `The points board (limit 7 or 6 for the side panel, 10 for the tab; other values 400): active students ranked in SQL with rank() (same points, same rank), the caller's row always present (current_point_id = its position). Another child shows first name and last initial only. ${POINTS}`,
    {
      handler: "app/(api)/st/load-student-leaderboard/route.ts",
      request: leaderboardQuery,
      response: leaderboardResponse,
    },
  ),
  call(
    "GET",
    "site",
    "st/load-student-leaderboard/{id}",
    "3 §7",
    "The board seen by a child of the caller's family (plain or base64 id); another family's child 403.",
    {
      handler: "app/(api)/st/load-student-leaderboard/[id]/route.ts",
      request: leaderboardQuery,
      response: leaderboardResponse,
      uncounted: "the /{id} form of st/load-student-leaderboard, one call of spec 3 §7",
    },
  ),
  call(
    "GET",
    "site",
    "st/load-all-story-characters",
    "3 §7",
    "Every story character (name, story, artwork, unlock points), by unlock points. Students only.",
    { handler: "app/(api)/st/load-all-story-characters/route.ts", response: allCharactersResponse },
  ),
  call(
    "GET",
    "site",
    "st/load-how-story-character-work",
    "3 §7",
    "How points unlock characters: steps, the points per reason, the thresholds.",
    {
      handler: "app/(api)/st/load-how-story-character-work/route.ts",
      response: howCharactersWorkResponse,
    },
  ),
  call(
    "GET",
    "site",
    "get-story-characters",
    "3 §7",
    `The caller's characters: unlocked when their points reach the threshold, points still needed, the next one. ${POINTS}`,
    { handler: "app/(api)/get-story-characters/route.ts", response: learnerCharactersResponse },
  ),
  call(
    "GET",
    "site",
    "get-showcase",
    "3 §7",
    "Approved student work (newest 12), with the child's first name and last initial; pending or rejected work never. Signed-in users.",
    { handler: "app/(api)/get-showcase/route.ts", response: showcaseResponse },
  ),
  call(
    "GET",
    "site",
    "st/load-holidays",
    "3 §7",
    "The school's holidays (whole India days) not yet over, the next 365 days, with start and end shown in the student's zone.",
    { handler: "app/(api)/st/load-holidays/route.ts", response: holidaysResponse },
  ),
  call(
    "GET",
    "site",
    "st/load-student-plan-list",
    "3 §7",
    "Each contract: course, classes total / booked / held / left (held and booked spread over a subject's plans oldest first), validity (12 months from purchase).",
    { handler: "app/(api)/st/load-student-plan-list/route.ts", response: planListResponse },
  ),
];
