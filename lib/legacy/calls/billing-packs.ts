import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Packs, course packages, offers and promo codes (spec 1 and spec 3 section 7). */
export const PACK_CALLS: LegacyCall[] = [
  call("GET", "site", "getPackId", "1 §7", "Find a pack and its final rate.", planned(6)),
  call("POST", "site", "api/applyPromocode", "1 §7", "Apply a promo code.", planned(6)),
  call("POST", "site", "get-course-packages", "3 §7", "Packages of a course.", planned(6)),
  call("POST", "site", "get-course-packages-all", "3 §7", "All packages of a course.", planned(6)),
  call(
    "POST",
    "site",
    "get-course-packages-by-level",
    "3 §7",
    "Packages by level and segment.",
    planned(6),
  ),
  call(
    "POST",
    "site",
    "get-trail-course-pricing-package",
    "3 §7",
    "Trial page pricing.",
    planned(6),
  ),
  call("POST", "site", "get-batch-segments", "3 §7", "Package segment tabs.", planned(6)),
  call("POST", "site", "show-available-offers", "3 §7", "Offers modal.", planned(6)),
];
