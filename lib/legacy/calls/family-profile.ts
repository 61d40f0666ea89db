import {
  getAllCountriesResponse,
  getAllStatesQuery,
  getAllStatesResponse,
  getAllTimezonesByRegionResponse,
  getAllTimezonesResponse,
} from "../../family/lookups/schemas";
import {
  checkPincodeRequest,
  checkPincodeResponse,
  loadStudentProfileResponse,
  sendOtpForProfileRequest,
  sendOtpForProfileResponse,
  submitExtraInfoRequest,
  submitExtraInfoResponse,
} from "../../family/profile/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Spec 3 §7 profile calls and the profile form's lookups (issue 16). */
export const FAMILY_PROFILE_CALLS: LegacyCall[] = [
  call("GET", "site", "api/get-all-countries", "3 §7", "Countries for the profile form.", {
    handler: "app/(api)/api/get-all-countries/route.ts",
    response: getAllCountriesResponse,
  }),
  call("GET", "site", "api/get-all-states", "3 §7", "States for the profile form (?country=IN).", {
    handler: "app/(api)/api/get-all-states/route.ts",
    request: getAllStatesQuery,
    response: getAllStatesResponse,
  }),
  call(
    "GET",
    "site",
    "api/get-all-timezones-group-by-region",
    "3 §7",
    "IANA time zones by region, each with its current offset; Kolkata labelled (IST).",
    {
      handler: "app/(api)/api/get-all-timezones-group-by-region/route.ts",
      response: getAllTimezonesByRegionResponse,
    },
  ),
  call("GET", "site", "api/get-all-timezones", "3 §7", "IANA time zones with current offsets.", {
    handler: "app/(api)/api/get-all-timezones/route.ts",
    response: getAllTimezonesResponse,
  }),
  call(
    "GET",
    "site",
    "st/load-student-profile",
    "3 §7",
    "The caller's profile for the update form, with the family's children.",
    { handler: "app/(api)/st/load-student-profile/route.ts", response: loadStudentProfileResponse },
  ),
  call(
    "GET",
    "site",
    "st/load-student-profile/{id}",
    "3 §7",
    "A child of the caller's family (another family: 403).",
    {
      handler: "app/(api)/st/load-student-profile/[id]/route.ts",
      response: loadStudentProfileResponse,
      uncounted: "the /{id} form of st/load-student-profile, one call of spec 3 §7",
    },
  ),
  call(
    "POST",
    "site",
    "send-otp-for-profile",
    "3 §7",
    "OTP to the family's contact before a profile update (not checked: spec 3 §5).",
    {
      handler: "app/(api)/send-otp-for-profile/route.ts",
      request: sendOtpForProfileRequest,
      response: sendOtpForProfileResponse,
    },
  ),
  call(
    "POST",
    "site",
    "check-pincode",
    "3 §7",
    "Saves the profile; answers for, message, state, country (age 4–14: for=dob).",
    {
      handler: "app/(api)/check-pincode/route.ts",
      request: checkPincodeRequest,
      response: checkPincodeResponse,
    },
  ),
  call(
    "POST",
    "site",
    "submit-extra-info",
    "3 §7",
    "Interest, coupon code, e-mail and mobile; then /courses/all.",
    {
      handler: "app/(api)/submit-extra-info/route.ts",
      request: submitExtraInfoRequest,
      response: submitExtraInfoResponse,
    },
  ),
];
