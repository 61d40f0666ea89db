"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { currencyForTimeZone, TIME_ZONE_COOKIE } from "@/lib/money/currency";
import { timeZoneInCookies, viewerTimeZone } from "@/lib/money/time-zone-cookie";

/** Would a page rendered for zone `a` look the same in zone `b`? (Both India names do.) */
function rendersAlike(a: string, b: string): boolean {
  return a === b || (currencyForTimeZone(a) === "INR" && currencyForTimeZone(b) === "INR");
}

/**
 * Remembers the browser's time zone in a cookie so the server renders prices in the right currency
 * and times in the right zone from the first response of every later visit.
 *
 * A first-time visitor's page was rendered for the default zone (Asia/Kolkata). The page is
 * refreshed once only when the real zone renders differently (another currency or other times):
 * a visitor in India gets no refresh at all. Prices are drawn by PriceText, which keeps its width
 * when "₹1,499" becomes "$20", so the refresh does not move the layout.
 */
export function TimeZoneSync() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const stored = timeZoneInCookies(document.cookie);
    const renderedFor = viewerTimeZone(stored);
    if (stored && renderedFor === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    if (!rendersAlike(renderedFor, zone)) router.refresh();
  }, [router]);
  return null;
}
