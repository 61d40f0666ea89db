import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { holidays, users } from "@/db/schema";
import { formatLongDate, formatWhenIn } from "@/lib/scheduling/date-format";
import { IST_ZONE } from "@/lib/scheduling/ist";
import { addDays, fromWallTime, toWallTime } from "@/lib/scheduling/zoned-time";

/** How far ahead the holiday list looks. */
export const HOLIDAY_HORIZON_DAYS = 365;

export interface HolidayJson {
  id: number;
  name: string;
  /** India dates of the school calendar ("YYYY-MM-DD"). */
  starts_on: string;
  ends_on: string;
  days: number;
  /** When the holiday begins and ends (India midnights) as instants. */
  starts_at: string;
  ends_at: string;
  /** The same, shown in the student's zone: "Monday, 3rd Nov at 01:30 PM (EST)". */
  starts_local: string;
  ends_local: string;
  /** The India dates as words: "03 November, 2026". */
  label: string;
}

/**
 * GET /st/load-holidays: the school's holidays (whole India days) that have not ended, for the next
 * HOLIDAY_HORIZON_DAYS, with their start and end shown in the student's zone.
 */
export async function loadHolidays(db: Db, viewerZone: string, now: Date) {
  const today = toWallTime(now, IST_ZONE).date;
  const rows = await db
    .select()
    .from(holidays)
    .where(
      and(
        gte(holidays.endsOn, today),
        lte(holidays.startsOn, addDays(today, HOLIDAY_HORIZON_DAYS)),
      ),
    )
    .orderBy(asc(holidays.startsOn), asc(holidays.id));
  const data: HolidayJson[] = rows.map((h) => {
    const start = fromWallTime(h.startsOn, "00:00", IST_ZONE);
    const end = fromWallTime(addDays(h.endsOn, 1), "00:00", IST_ZONE);
    const days = Math.round((Date.parse(h.endsOn) - Date.parse(h.startsOn)) / 86_400_000) + 1;
    return {
      id: h.id,
      name: h.name,
      starts_on: h.startsOn,
      ends_on: h.endsOn,
      days,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      starts_local: formatWhenIn(start, viewerZone),
      ends_local: formatWhenIn(end, viewerZone),
      label:
        days === 1
          ? formatLongDate(h.startsOn)
          : `${formatLongDate(h.startsOn)} – ${formatLongDate(h.endsOn)}`,
    };
  });
  return { status: true as const, time_zone: viewerZone, data };
}

/** The student zone stored on the account (holidays and plans are shown in it). */
export async function zoneOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.zone ?? "Asia/Kolkata";
}
