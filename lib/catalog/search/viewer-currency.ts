import { currencyForTimeZone } from "@/lib/money/currency";
import { timeZoneCookie, viewerTimeZone } from "@/lib/money/time-zone-cookie";

/**
 * The caller's currency for a route handler, from the time-zone cookie the browser keeps
 * (components/layout/time-zone-sync.tsx); without a valid one, the business default zone (India,
 * INR), as every other reader of the cookie.
 */
export function currencyOfRequest(request: Request) {
  return currencyForTimeZone(viewerTimeZone(timeZoneCookie(request)));
}
