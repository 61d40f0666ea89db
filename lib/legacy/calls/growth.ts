import {
  addReferralStudentRequest,
  addReferralStudentResponse,
  sendReferMessageRequest,
  sendReferMessageResponse,
} from "../../growth/referral-schemas";
import { demoLeadRequest, demoLeadResponse } from "../../growth/lead-schema";
import { savePixelCountRequest, savePixelCountResponse } from "../../growth/pixel-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Demo leads, referrals and pixels (specs 1 and 3, issue 25 part B): lib/growth, decision 023. */
export const GROWTH_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "save-pixel-count",
    "1 §7",
    "Counts one ad-pixel hit {sourceId, pixelName, countryName}. ipAddress in the body is ignored: the address is the caller's, from the trusted proxy; an empty countryName is filled from geolocation.",
    {
      handler: "app/(api)/save-pixel-count/route.ts",
      request: savePixelCountRequest,
      response: savePixelCountResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/send-refer-message",
    "1 §7",
    "The caller (session required; user_id must be the caller, 403 otherwise) invites mobile numbers (a list or comma-separated text, 1 to 20, de-duplicated; one bad number refuses the list, 400) by SMS carrying their invite link. Numbers they already invited are not messaged again; at most 30 new numbers per rolling day (429).",
    {
      handler: "app/(api)/api/send-refer-message/route.ts",
      request: sendReferMessageRequest,
      response: sendReferMessageResponse,
    },
  ),
  call(
    "POST",
    "site",
    "save-demo-leads",
    "1 §7",
    "A demo lead with the OTP of its mobile (ng-api/v1/sendOTPForLoginORSignup, type mobile). responseCode 222: the date and time (the visitor's zone) are past or outside teaching hours 08:00–21:00; 202: the OTP did not verify; 200: saved, go to `redirect`. Field errors answer 400.",
    {
      handler: "app/(api)/save-demo-leads/route.ts",
      request: demoLeadRequest,
      response: demoLeadResponse,
    },
  ),
  call(
    "POST",
    "site",
    "add-referral-student",
    "3 §7",
    "The caller (session required) refers a student: country code, WhatsApp number (5–12 digits), optional e-mail. 400 with errors.{field} (the first message per field); 409 when the caller already invited that number.",
    {
      handler: "app/(api)/add-referral-student/route.ts",
      request: addReferralStudentRequest,
      response: addReferralStudentResponse,
    },
  ),
];
