"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { currencyForTimeZone } from "@/lib/money/currency";
import { rememberTimeZone, timeZoneInCookies, viewerTimeZone } from "@/lib/money/time-zone-cookie";

/** Would a page rendered for zone `a` look the same in zone `b`? (Both India names do.) */
function rendersAlike(a: string, b: string): boolean {
  return a === b || (currencyForTimeZone(a) === "INR" && currencyForTimeZone(b) === "INR");
}

/**
 * The fallback of the head script (FIRST_PAINT_ZONE_SCRIPT, decision 035), which remembers the
 * browser's zone before the first paint: should it not have run, the zone is remembered here after
 * the first render and the page refreshed once when it renders differently. A zone already in the
 * cookie is never replaced: it may be one the visitor chose in the zone switcher.
 */
export function TimeZoneSync() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || timeZoneInCookies(document.cookie)) return;
    rememberTimeZone(zone);
    if (!rendersAlike(viewerTimeZone(null), zone)) router.refresh();
  }, [router]);
  return null;
}
