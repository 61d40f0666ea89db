import { call, plannedCalls } from "../define";
import type { LegacyCall } from "../types";

const alias = (base: LegacyCall["base"], path: string, of: string, why: string): LegacyCall =>
  call("POST", base, path, "1 §7", `The same call as ${of}.`, {
    issue: 14,
    uncounted: `alias of ${of}: ${why}`,
  });

/** The student variants of the slot lists and the other bases the spec allows: issue 14. */
export const PLANNED_CONTRACT_CALLS = [
  ...plannedCalls(14, "2 §7", [
    ["GET", "site", "st/get-slot-student-list", "A class's classmates, first names only."],
    ["GET", "site", "st/get-attended-slot-student-list", "Classmates who attended, first names."],
  ]),
  alias("site", "join-class-now", "/ng-api/v1/join-class-now", "spec 1 says 'on the base url'"),
  alias(
    "site",
    "check-meeting-started",
    "/ng-api/v1/check-meeting-started",
    "spec 1 says 'on the base url'",
  ),
  alias("v1", "saveStudentsInterest", "/saveStudentsInterest", "spec 1 names no base"),
  alias("v1", "setLikeDislike", "/setLikeDislike", "spec 1 names no base"),
  alias("v1", "uploadProfileAvatar", "/uploadProfileAvatar", "spec 1 names no base"),
];
