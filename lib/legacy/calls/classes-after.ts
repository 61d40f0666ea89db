import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** After a class: ratings, class notes, student lists, notices, recordings, marks, problems. */
export const CLASS_AFTER_CALLS: LegacyCall[] = [
  call("POST", "site", "api/set-rating", "1 §7", "Rate a class.", planned(7)),
  call("POST", "site", "api/update-slot-topic", "2 §7", "Class notes of a slot.", planned(7)),
  call("GET", "site", "em/get-slot-student-list", "2 §7", "Students of a slot.", planned(7)),
  call(
    "GET",
    "site",
    "em/get-attended-slot-student-list",
    "2 §7",
    "Students who attended a slot.",
    planned(7),
  ),
  call(
    "POST",
    "site",
    "setNotificationMissingStudent",
    "2 §7",
    "Notify a missing student.",
    planned(7),
  ),
  call("POST", "v1", "request-video", "2 §7", "Ask for a class recording.", planned(7)),
  call("GET", "site", "update-marks", "2 §7", "Award class-activity marks.", planned(7)),
  call("POST", "v2", "report-contract-problem", "1 §7", "Report a problem.", planned(7)),
];
