import { plannedCalls } from "../define";

/** Profile steps and lookups of spec 3 still to build (issue 16); the family calls are in family.ts. */
export const PLANNED_FAMILY_CALLS = [
  ...plannedCalls(16, "3 §7", [
    ["GET", "site", "api/get-all-countries", "Countries for the profile form."],
    ["GET", "site", "api/get-all-states", "States for the profile form."],
    ["GET", "site", "api/get-all-timezones-group-by-region", "IANA time zones grouped by region."],
    ["GET", "site", "api/get-all-timezones", "IANA time zones."],
    ["GET", "site", "st/load-student-profile", "The learner's profile (also /{id})."],
    ["POST", "site", "send-otp-for-profile", "OTP to confirm a profile change {userId}."],
    ["POST", "site", "check-pincode", "Profile fields; answers for, message, state, country."],
    ["POST", "site", "submit-extra-info", "Extra details (field, couponCode, email, mobile)."],
  ]),
];
