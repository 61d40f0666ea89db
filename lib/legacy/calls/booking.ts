import { call, planned } from "../define";
import type { LegacyCall } from "../types";

/** Booking demo and paid sessions (spec 1 section 7) and demo slots (spec 2 section 7). */
export const BOOKING_CALLS: LegacyCall[] = [
  call("POST", "site", "api/book-demo", "1 §7", "Book the free demo.", planned(5)),
  call(
    "POST",
    "site",
    "api/create-adhoc-student-session",
    "1 §7",
    "Book paid sessions.",
    planned(5),
  ),
  call(
    "POST",
    "site",
    "api/delete-session-by-student",
    "1 §7",
    "Student cancels a session.",
    planned(5),
  ),
  call("POST", "site", "api/cancel-slot-by-teacher", "1 §7", "Teacher cancels a slot.", planned(5)),
  call(
    "POST",
    "site",
    "api/save-preffered-slot",
    "1 §7",
    "Ask for a preferred demo time.",
    planned(5),
  ),
  call("POST", "site", "st/demo-booking-slots", "2 §7", "Demo slots of a subject.", planned(5)),
  call(
    "POST",
    "site",
    "converted-time-student-select",
    "2 §7",
    "Demo times of a date, in the viewer's zone.",
    planned(5),
  ),
  call("POST", "site", "sms/st/enrollStudentToDemo", "2 §7", "Enrol in a demo slot.", planned(5)),
  call(
    "POST",
    "v1",
    "enrollStudentToDemo",
    "2 §7",
    "Enrol in a demo slot with course and level.",
    planned(5),
  ),
];
