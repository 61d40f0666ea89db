import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Teacher availability, batches, offers and the weekly timetable (spec 1 section 7). */
export const SCHEDULE_CALLS: LegacyCall[] = [
  call("POST", "site", "em/saveTeacherSchedules", "1 §7", "Save weekly slots.", planned(5)),
  call("POST", "site", "em/updateTeacherSchedules", "1 §7", "Update weekly slots.", planned(5)),
  call("POST", "site", "api/update-batch-stamps", "1 §7", "Batch curriculum.", planned(5)),
  call(
    "POST",
    "site",
    "api/update-teacher-price-name-and-count",
    "1 §7",
    "Teacher price and pack.",
    planned(5),
  ),
  call("GET", "site", "st/getTeacherTT", "1 §7", "A teacher's weekly timetable.", planned(5)),
];
