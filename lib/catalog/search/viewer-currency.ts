import { currencyForTimeZone, DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from "@/lib/money/currency";

/**
 * The caller's currency for a route handler, from the time-zone cookie the browser keeps
 * (components/layout/time-zone-sync.tsx); without it, the business default zone (India, INR).
 */
export function currencyOfRequest(request: Request) {
  const cookie = request.headers.get("cookie") ?? "";
  const raw = cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);
  let zone = DEFAULT_TIME_ZONE;
  if (raw) {
    try {
      zone = decodeURIComponent(raw);
    } catch {
      zone = DEFAULT_TIME_ZONE;
    }
  }
  return currencyForTimeZone(zone);
}
