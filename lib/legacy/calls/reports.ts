import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Reports (spec 1 section 7: multipart POSTs under /api/; the paths are ours, the spec omits them). */
export const REPORT_CALLS: LegacyCall[] = [
  call("POST", "site", "api/get-attendance-report", "1 §7", "Attendance report.", planned(7)),
  call("POST", "site", "api/get-lmc-report", "1 §7", "Last-minute cancellations.", planned(7)),
  call("POST", "site", "api/get-punctuality-report", "1 §7", "Teacher punctuality.", planned(7)),
  call(
    "POST",
    "site",
    "api/get-class-booking-requests",
    "1 §7",
    "Class-booking requests.",
    planned(7),
  ),
];
