import { coursesListQuery, countryListResponse, coursesListResponse } from "../catalog/schemas";
import { newsletterSchema } from "../marketing/schemas";
import { newsletterResponse } from "../marketing/legacy";
import { ACCOUNT_CALLS_SPEC1 } from "./calls/accounts-spec1";
import { ACCOUNT_CALLS_SPEC2_3 } from "./calls/accounts-spec2-3";
import { BOOKING_CALLS } from "./calls/booking";
import { CLASS_AFTER_CALLS } from "./calls/classes-after";
import { CLASS_CALENDAR_CALLS } from "./calls/classes-calendar";
import { CLASS_LIST_CALLS } from "./calls/classes-lists";
import { CLASS_LIVE_CALLS } from "./calls/classes-live";
import { REPORT_CALLS } from "./calls/reports";
import { PACK_CALLS } from "./calls/billing-packs";
import { PAYMENT_CALLS } from "./calls/billing-payments";
import { COURSE_CALLS } from "./calls/courses";
import { SCHEDULE_CALLS } from "./calls/schedule";
import { PROFILE_CALLS } from "./calls/profile";
import { SEARCH_CALLS } from "./calls/search";
import { call } from "./define";
import type { LegacyCall } from "./types";

/**
 * Every call the legacy clients make (section 7 of each spec) and where it is answered. docs/api.md
 * is generated from this table (npm run docs:api); a unit test keeps the two and the routes in step.
 */
export const LEGACY_CALLS: LegacyCall[] = [
  ...ACCOUNT_CALLS_SPEC1,
  ...ACCOUNT_CALLS_SPEC2_3,
  ...SEARCH_CALLS,
  ...PROFILE_CALLS,
  ...COURSE_CALLS,
  ...SCHEDULE_CALLS,
  ...BOOKING_CALLS,
  ...CLASS_LIVE_CALLS,
  ...CLASS_AFTER_CALLS,
  ...CLASS_LIST_CALLS,
  ...CLASS_CALENDAR_CALLS,
  ...REPORT_CALLS,
  // Catalogue lists (spec 1)
  ...PACK_CALLS,
  ...PAYMENT_CALLS,
  call("GET", "site", "api/get-country-list", "1 §7", "Countries and the visitor's offer.", {
    handler: "app/api/get-country-list/route.ts",
    response: countryListResponse,
  }),
  call("GET", "site", "api/get-courses-list", "1 §7", "Published courses, versioned.", {
    handler: "app/api/get-courses-list/route.ts",
    request: coursesListQuery,
    response: coursesListResponse,
  }),
  // Uploads, campaigns, contest, referrals (spec 1): not yet planned in an issue
  call("POST", "site", "api/set-campaign-rating", "1 §7", "Rate a campaign entry."),
  call("POST", "site", "api/upload-promotional-media", "1 §7", "Teacher promo media."),
  call("POST", "site", "api/upload-video", "1 §7", "Upload a video."),
  call("POST", "site", "api/upload-media", "1 §7", "Upload media."),
  call("POST", "site", "save-campaign-media", "1 §7", "Campaign media."),
  call("POST", "site", "talent-hunt-registration", "1 §7", "Contest entry."),
  call("POST", "site", "em/deletePromoMedia", "1 §7", "Delete promo media."),
  call("POST", "site", "save-pixel-count", "1 §7", "Ad pixel count."),
  call("POST", "site", "sendOTPForPublicVoting", "1 §7", "OTP for a public vote."),
  call("POST", "site", "verifyOTPAndSavePublicVoting", "1 §7", "Cast a public vote."),
  call("POST", "site", "api/send-refer-message", "1 §7", "Send referral messages."),
  call("POST", "site", "save-demo-leads", "1 §7", "Save a demo lead."),
  call("POST", "site", "subscribe-newsletter", "1 §7", "Subscribe to the newsletter.", {
    handler: "app/subscribe-newsletter/route.ts",
    request: newsletterSchema,
    response: newsletterResponse,
  }),
];
