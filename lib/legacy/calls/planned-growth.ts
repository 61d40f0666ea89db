import { plannedCalls } from "../define";

/** Demo leads, referrals and pixels (specs 1 and 3): issue 25. */
export const PLANNED_GROWTH_CALLS = [
  ...plannedCalls(25, "1 §7", [
    ["POST", "site", "save-pixel-count", "Ad pixel count {sourceId, pixelName, countryName}."],
    ["POST", "site", "api/send-refer-message", "Referral messages {user_id, mobile_list}."],
    ["POST", "site", "save-demo-leads", "A demo lead (222 time error, 202 OTP error)."],
  ]),
  ...plannedCalls(25, "3 §7", [
    ["POST", "site", "add-referral-student", "Refer a student (country code, WhatsApp number)."],
  ]),
];
