import {
  applyPromocodeRequest,
  applyPromocodeResponse,
  availableOffersRequest,
  batchSegmentsRequest,
  coursePackagesRequest,
  getPackIdQuery,
  getPackIdResponse,
  offersResponse,
  packagesByLevelRequest,
  packagesResponse,
  segmentsResponse,
} from "../../billing/legacy-schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const VIEWER_CURRENCY =
  "Amounts are in the viewer's currency (INR in Asia/Kolkata, else USD): the pack sold in it, or the other currency's pack converted at the stored rate (converted: true).";

/** Packs, course packages, offers and promo codes (spec 1 and spec 3 section 7); lib/billing. */
export const PACK_CALLS: LegacyCall[] = [
  call(
    "GET",
    "site",
    "getPackId",
    "1 §7",
    "Find a pack (by id, or subject code, level, class count and teacher) and its final rate: price plus GST for INR, major units; international=1 → the USD pack. 404 when none.",
    {
      handler: "app/(api)/getPackId/route.ts",
      request: getPackIdQuery,
      response: getPackIdResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/applyPromocode",
    "1 §7",
    'Check a promo code for the caller (session required; userId must be the caller; 403 otherwise). Invalid: status false and "Invalid Promocode: <reason>" (unknown, inactive, not yet valid, expired, used up, already used, other course, other currency). Nothing is redeemed until an order is created.',
    {
      handler: "app/(api)/api/applyPromocode/route.ts",
      request: applyPromocodeRequest,
      response: applyPromocodeResponse,
    },
  ),
  call(
    "POST",
    "site",
    "get-course-packages",
    "3 §7",
    `Regular packages of a course at level 17. ${VIEWER_CURRENCY} 404 unknown course.`,
    {
      handler: "app/(api)/get-course-packages/route.ts",
      request: coursePackagesRequest,
      response: packagesResponse,
    },
  ),
  call(
    "POST",
    "site",
    "get-course-packages-all",
    "3 §7",
    `All packages of a course (every level and segment). ${VIEWER_CURRENCY}`,
    {
      handler: "app/(api)/get-course-packages-all/route.ts",
      request: coursePackagesRequest,
      response: packagesResponse,
    },
  ),
  call(
    "POST",
    "site",
    "get-course-packages-by-level",
    "3 §7",
    `Packages by level (default 17), course type and segment. ${VIEWER_CURRENCY}`,
    {
      handler: "app/(api)/get-course-packages-by-level/route.ts",
      request: packagesByLevelRequest,
      response: packagesResponse,
    },
  ),
  call(
    "POST",
    "site",
    "get-trail-course-pricing-package",
    "3 §7",
    `Trial page pricing: individual regular packages at level 17. ${VIEWER_CURRENCY}`,
    {
      handler: "app/(api)/get-trail-course-pricing-package/route.ts",
      request: coursePackagesRequest,
      response: packagesResponse,
    },
  ),
  call("POST", "site", "get-batch-segments", "3 §7", "Package segment tabs of a course.", {
    handler: "app/(api)/get-batch-segments/route.ts",
    request: batchSegmentsRequest,
    response: segmentsResponse,
  }),
  call(
    "POST",
    "site",
    "show-available-offers",
    "3 §7",
    `Offers modal: packs flagged as offers, of a course or of every subject. ${VIEWER_CURRENCY}`,
    {
      handler: "app/(api)/show-available-offers/route.ts",
      request: availableOffersRequest,
      response: offersResponse,
    },
  ),
];
