import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Orders and payments (spec 2 and spec 3 section 7). */
export const PAYMENT_CALLS: LegacyCall[] = [
  call("POST", "site", "purchase-course-package", "3 §7", "Start buying a package.", planned(6)),
  call("POST", "site", "order/{id}", "3 §7", "Order an offer; answers a payment link.", planned(6)),
  call("POST", "site", "payment-initiate-request", "3 §7", "Start a card payment.", planned(6)),
  call("POST", "site", "razorpay/create-order", "3 §7", "Start a Razorpay payment.", planned(6)),
  call(
    "POST",
    "site",
    "sms/st/store_summer_camp_interest",
    "2 §7",
    "Summer camp interest.",
    planned(6),
  ),
];
