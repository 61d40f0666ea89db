import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { isTimeZone } from "@/lib/fields/is-time-zone";
import { timeZoneCookie, timeZoneCookieAssignment } from "@/lib/money/time-zone-cookie";

/**
 * The zone a switch to another child of the family should show times in (decision 035, "a child
 * session"), or null to keep the `tz` cookie as it is. A zone counts as set for the child when it
 * differs from the zone of the account switching (the family profile's `timezone_add`, or a child
 * added with its own zone); a child who shares the switching account's zone keeps the browser's
 * choice. Only a zone that differs from the cookie is worth a new cookie.
 */
export function childZoneToShow(
  cookieZone: string | null,
  fromZone: string,
  toZone: string,
): string | null {
  if (toZone === fromZone || !isTimeZone(toZone)) return null;
  if (toZone === cookieZone) return null;
  return toZone;
}

/** Adds the `tz` cookie for the child's own zone to a switch's answer, when decision 035 says so. */
export async function withChildZone(
  db: Db,
  request: Request,
  response: Response,
  fromId: number,
  toId: number,
): Promise<Response> {
  const rows = await db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.id, [fromId, toId]));
  const zoneOf = (id: number) => rows.find((r) => r.id === id)?.timeZone;
  const from = zoneOf(fromId);
  const to = zoneOf(toId);
  if (!from || !to) return response;
  const zone = childZoneToShow(timeZoneCookie(request), from, to);
  if (zone) response.headers.append("set-cookie", timeZoneCookieAssignment(zone));
  return response;
}
