import "server-only";
import { cookies } from "next/headers";
import { resolveViewerMoney, TIME_ZONE_COOKIE } from "./money/currency";
import { validZone } from "./money/time-zone-cookie";

/** The viewer's time zone (remembered in a cookie by the browser) and the currency it implies. */
export async function getViewer() {
  const store = await cookies();
  const stored = store.get(TIME_ZONE_COOKIE)?.value;
  return {
    ...resolveViewerMoney({ cookieTz: validZone(stored) }),
    knowsZone: stored !== undefined,
  };
}
