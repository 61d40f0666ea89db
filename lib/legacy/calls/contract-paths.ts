import { classmatesResponse, slotStudentListQuery } from "../../classes/after/schemas";
import { call } from "../define";
import { CLASS_LIVE_CALLS } from "./classes-live";
import { PROFILE_CALLS } from "./profile";
import { SEARCH_CALLS } from "./search";
import type { LegacyCall } from "../types";

/** The counted rows the aliases answer again (their schemas are the aliases' too). */
const ORIGINALS = [...CLASS_LIVE_CALLS, ...SEARCH_CALLS, ...PROFILE_CALLS];

const alias = (
  base: LegacyCall["base"],
  path: string,
  of: string,
  handler: string,
  why: string,
): LegacyCall => {
  const original = ORIGINALS.find(
    (c) => c.method === "POST" && `/${c.base === "v1" ? "ng-api/v1/" : ""}${c.path}` === of,
  );
  if (!original) throw new Error(`No counted call ${of} to alias`);
  return call("POST", base, path, "1 §7", `The same call as ${of}.`, {
    handler,
    request: original.request,
    response: original.response,
    sample: original.sample,
    uncounted: `alias of ${of}: ${why}`,
  });
};

/** The student variants of the slot lists and the other bases the spec allows (issue 14). */
export const CONTRACT_PATH_CALLS = [
  call(
    "GET",
    "site",
    "st/get-slot-student-list",
    "2 §7",
    "A class's classmates, first names only.",
    {
      handler: "app/(api)/st/get-slot-student-list/route.ts",
      request: slotStudentListQuery,
      response: classmatesResponse,
    },
  ),
  call(
    "GET",
    "site",
    "st/get-attended-slot-student-list",
    "2 §7",
    "Classmates who attended, first names only.",
    {
      handler: "app/(api)/st/get-attended-slot-student-list/route.ts",
      request: slotStudentListQuery,
      response: classmatesResponse,
    },
  ),
  alias(
    "site",
    "join-class-now",
    "/ng-api/v1/join-class-now",
    "app/(api)/join-class-now/route.ts",
    "spec 1 says 'on the base url'",
  ),
  alias(
    "site",
    "check-meeting-started",
    "/ng-api/v1/check-meeting-started",
    "app/(api)/check-meeting-started/route.ts",
    "spec 1 says 'on the base url'",
  ),
  alias(
    "v1",
    "saveStudentsInterest",
    "/saveStudentsInterest",
    "app/(api)/ng-api/v1/saveStudentsInterest/route.ts",
    "spec 1 names no base",
  ),
  alias(
    "v1",
    "setLikeDislike",
    "/setLikeDislike",
    "app/(api)/ng-api/v1/setLikeDislike/route.ts",
    "spec 1 names no base",
  ),
  alias(
    "v1",
    "uploadProfileAvatar",
    "/uploadProfileAvatar",
    "app/(api)/ng-api/v1/uploadProfileAvatar/route.ts",
    "spec 1 names no base",
  ),
];
