import "server-only";
import { cookies } from "next/headers";
import { currencyForTimeZone, DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE } from "./money/currency";

/** The viewer's time zone (remembered in a cookie by the browser) and the currency it implies. */
export async function getViewer() {
  const stored = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  const timeZone = stored && isValidTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
  return { timeZone, currency: currencyForTimeZone(timeZone) };
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
