import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** The teacher's weekly calendar (spec 3 section 7). */
export const CLASS_CALENDAR_CALLS: LegacyCall[] = [
  call("POST", "site", "getTeacherCalendarData", "3 §7", "A teacher's week.", planned(7)),
];
