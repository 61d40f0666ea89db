import {
  loadHomepageQuery,
  loadHomepageResponse,
  loadTeacherProfileRequest,
  loadTeacherProfileResponse,
} from "../../catalog/profile-schemas";
import { uploadProfileAvatarRequest, uploadProfileAvatarResponse } from "../../media/schemas";
import { getCurrencyQuery, getCurrencyResponse } from "../../money/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Teacher profile, avatar, currency and homepage data (spec 1 section 7). */
export const PROFILE_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "uploadProfileAvatar",
    "1 §7",
    "Upload the caller's profile photo (multipart field avatar); replaces the old one.",
    {
      handler: "app/(api)/uploadProfileAvatar/route.ts",
      request: uploadProfileAvatarRequest,
      response: uploadProfileAvatarResponse,
    },
  ),
  call(
    "POST",
    "site",
    "em/loadTeacherProfileData",
    "1 §7",
    "A teacher's public profile, price in the viewer's currency (404 unknown, 400 bad id).",
    {
      handler: "app/(api)/em/loadTeacherProfileData/route.ts",
      request: loadTeacherProfileRequest,
      response: loadTeacherProfileResponse,
    },
  ),
  call(
    "GET",
    "site",
    "loadHomepageData",
    "1 §7",
    "Homepage sections: featured teachers, popular courses, testimonials, streams, stats.",
    {
      handler: "app/(api)/loadHomepageData/route.ts",
      request: loadHomepageQuery,
      response: loadHomepageResponse,
    },
  ),
  call(
    "GET",
    "site",
    "get-currency",
    "1 §7",
    "INR or USD for the viewer's zone (?tz, else the tz cookie).",
    {
      handler: "app/(api)/get-currency/route.ts",
      request: getCurrencyQuery,
      response: getCurrencyResponse,
    },
  ),
];
