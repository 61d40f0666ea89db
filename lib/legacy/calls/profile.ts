import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Teacher profile, avatar, currency and homepage data (spec 1 section 7). */
export const PROFILE_CALLS: LegacyCall[] = [
  call("POST", "site", "uploadProfileAvatar", "1 §7", "Upload an avatar (multipart).", planned(4)),
  call("POST", "site", "em/loadTeacherProfileData", "1 §7", "A teacher's profile.", planned(4)),
  call("GET", "site", "loadHomepageData", "1 §7", "Homepage sections.", planned(4)),
  call("GET", "site", "get-currency", "1 §7", "INR or USD for the viewer.", planned(4)),
];
