import { resolveViewerMoney, type ViewerMoney } from "./currency";
import { timeZoneCookie } from "./time-zone-cookie";

/** A cookie's value from a request's Cookie header, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The viewer's zone and currency for a route handler: `cur` and `tz` from the query string (or
 * the values passed in, e.g. from a JSON body), otherwise the tz cookie, otherwise the default.
 */
export function viewerMoneyOfRequest(
  request: Request,
  given: { cur?: string | null; tz?: string | null } = {},
): ViewerMoney {
  const params = new URL(request.url).searchParams;
  return resolveViewerMoney({
    cur: given.cur ?? params.get("cur"),
    tz: given.tz ?? params.get("tz"),
    cookieTz: timeZoneCookie(request),
  });
}
