import {
  getSelfAndSiblingsResponse,
  savedResponse,
  selfAndSiblingsForDobResponse,
  siblingInfoResponse,
  siblingInfoSchema,
  submitFinalRegistrationRequest,
  submitFinalRegistrationResponse,
  submitSiblingDataOnLoginRequest,
  submitSiblingDataOnLoginResponse,
  submitSiblingsDobRequest,
  submitSiblingsDobResponse,
  submitStudentDataRequest,
  submitStudentStateRequest,
  submitStudentTimezoneRequest,
  switchSiblingResponse,
} from "../../family/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** The dob rule depends on the day; the table documents the schema as of this date. */
const DOCUMENTED_ON = "2026-01-01";

/** Families and siblings (specs 2 and 3, issue 16 part A): lib/family. */
export const FAMILY_CALLS: LegacyCall[] = [
  call("GET", "v1", "getSelfAndSiblings", "2 §7", "The logged-in learner and their siblings.", {
    handler: "app/(api)/ng-api/v1/getSelfAndSiblings/route.ts",
    response: getSelfAndSiblingsResponse,
  }),
  call(
    "POST",
    "v1",
    "submitSiblingDataOnLogin",
    "2 §7",
    "Choose self, a sibling or a new sibling at login.",
    {
      handler: "app/(api)/ng-api/v1/submitSiblingDataOnLogin/route.ts",
      request: submitSiblingDataOnLoginRequest,
      response: submitSiblingDataOnLoginResponse,
      sample: { sibling_id: "self" },
    },
  ),
  call(
    "POST",
    "v1",
    "submitFinalRegistration",
    "2 §7",
    "The last signup step (e-mail, child, course, OTP).",
    {
      handler: "app/(api)/ng-api/v1/submitFinalRegistration/route.ts",
      request: submitFinalRegistrationRequest,
      response: submitFinalRegistrationResponse,
    },
  ),
  call(
    "POST",
    "site",
    "st/submit-siblings-dob",
    "2 §7",
    "Dates of birth of the family's children.",
    {
      handler: "app/(api)/st/submit-siblings-dob/route.ts",
      request: submitSiblingsDobRequest,
      response: submitSiblingsDobResponse,
    },
  ),
  call("POST", "site", "st/submit-student-state", "2 §7", "The learner's state and city.", {
    handler: "app/(api)/st/submit-student-state/route.ts",
    request: submitStudentStateRequest,
    response: savedResponse,
  }),
  call(
    "POST",
    "site",
    "st/submit-student-timezone",
    "2 §7",
    "The learner's time zone and country.",
    {
      handler: "app/(api)/st/submit-student-timezone/route.ts",
      request: submitStudentTimezoneRequest,
      response: savedResponse,
    },
  ),
  call("POST", "site", "st/submitStudentData", "2 §7", "The learner's name and e-mail.", {
    handler: "app/(api)/st/submitStudentData/route.ts",
    request: submitStudentDataRequest,
    response: savedResponse,
  }),
  call(
    "GET",
    "site",
    "get-self-and-siblings-for-dob",
    "3 §7",
    "Children missing a date of birth (status, data).",
    {
      handler: "app/(api)/get-self-and-siblings-for-dob/route.ts",
      response: selfAndSiblingsForDobResponse,
    },
  ),
  call("POST", "site", "submit-sibling-info", "3 §7", "Add a sibling to the family.", {
    handler: "app/(api)/submit-sibling-info/route.ts",
    request: siblingInfoSchema(DOCUMENTED_ON),
    response: siblingInfoResponse,
  }),
  call(
    "GET",
    "site",
    "switch-sibling-user/{sibling_id}",
    "3 §7",
    "Act as another child of the family (a page link: 303 to /st/dashboard).",
    {
      handler: "app/(api)/switch-sibling-user/[sibling_id]/route.ts",
      response: switchSiblingResponse,
    },
  ),
];
