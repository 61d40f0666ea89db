import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Class lists, cancelling and the teacher's class data (spec 3 section 7, spec 1 section 7). */
export const CLASS_LIST_CALLS: LegacyCall[] = [
  call("GET", "site", "get-all-upcoming-classes", "3 §7", "Upcoming classes, paged.", planned(7)),
  call("GET", "site", "get-all-past-classes", "3 §7", "Past classes, paged.", planned(7)),
  call("GET", "site", "get-all-missed-classes", "3 §7", "Missed classes, paged.", planned(7)),
  call("GET", "site", "get-all-cancelled-classes", "3 §7", "Cancelled classes, paged.", planned(7)),
  call("GET", "site", "request-cancel", "3 §7", "What cancelling a class means.", planned(7)),
  call("POST", "site", "cancel-student-class", "3 §7", "Cancel the student's class.", planned(7)),
  call("POST", "site", "api/get-teacher-my-class-data", "1 §7", "Teacher class list.", planned(7)),
];
