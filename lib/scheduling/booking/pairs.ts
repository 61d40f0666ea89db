import { BOOKING_MESSAGES } from "./messages";
import { isCalendarDate, type OccurrenceRef } from "./occurrence-id";

/** At most this many classes in one create-adhoc-student-session call. */
export const MAX_PAIRS = 50;

export type PairResult = { ok: true; pairs: OccurrenceRef[] } | { ok: false; message: string };

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/**
 * create-adhoc-student-session sends two comma lists, "12,15" and "2025-03-14,2025-03-16": the
 * n-th timetable id goes with the n-th date. Lists of different length, bad ids or dates, a pair
 * listed twice or too many pairs are refused as a whole.
 */
export function pairTimetableDates(ids: string, dates: string): PairResult {
  const idList = splitList(ids);
  const dateList = splitList(dates);
  if (idList.length === 0 || idList.length !== dateList.length) {
    return { ok: false, message: BOOKING_MESSAGES.listsDiffer };
  }
  if (idList.length > MAX_PAIRS) {
    return { ok: false, message: `Please book at most ${MAX_PAIRS} classes at a time.` };
  }
  const pairs: OccurrenceRef[] = [];
  const seen = new Set<string>();
  for (const [i, id] of idList.entries()) {
    const date = dateList[i]!;
    if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647 || !isCalendarDate(date)) {
      return { ok: false, message: BOOKING_MESSAGES.listsDiffer };
    }
    const key = `${id}_${date}`;
    if (seen.has(key)) return { ok: false, message: BOOKING_MESSAGES.duplicatePair };
    seen.add(key);
    pairs.push({ slotId: Number(id), date });
  }
  return { ok: true, pairs };
}
