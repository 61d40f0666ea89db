import {
  attendanceResponse,
  bookingRequestsResponse,
  lmcResponse,
  punctualityResponse,
  reportRequest,
} from "../../reports/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

const FIELDS =
  "Fields (JSON or multipart): from, to (YYYY-MM-DD, default the last 30 days, at most 366 days; bad or reversed dates 400), teacher_id (admins only; another teacher's 403, unknown 404), format json or csv (text/csv download with a file name), time_zone (default the tz cookie, else Asia/Kolkata).";

/** Reports (spec 1 section 7: multipart POSTs under /api/; the paths are ours, the spec omits them). */
export const REPORT_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "api/get-attendance-report",
    "1 §7",
    `Attendance per student and month: attended, leave (seat cancelled by the student), cancel (by the teacher or an admin), missed (over, not cancelled, not attended), total and attendance % (attended over attended + missed), with summary and monthly totals. A teacher sees their students, a student only themselves, an admin any teacher or all; anonymous 401. ${FIELDS}`,
    {
      handler: "app/(api)/api/get-attendance-report/route.ts",
      request: reportRequest,
      response: attendanceResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/get-lmc-report",
    "1 §7",
    `Last-minute cancellations (lmcReportList): seats cancelled less than 24 hours before the class, with who cancelled and how many hours before, totals by who cancelled and per student and teacher. Teacher (own) or admin; students 403, anonymous 401. ${FIELDS}`,
    {
      handler: "app/(api)/api/get-lmc-report/route.ts",
      request: reportRequest,
      response: lmcResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/get-punctuality-report",
    "1 §7",
    `Teacher punctuality: each class that is over (not cancelled, with a student) with the meeting's first start against the class time: on time (at most 2 minutes late), late (2–10), very late (over 10), not started; counts, percentages and the average minutes late. Teacher (own) or admin; students 403, anonymous 401. ${FIELDS}`,
    {
      handler: "app/(api)/api/get-punctuality-report/route.ts",
      request: reportRequest,
      response: punctualityResponse,
    },
  ),
  call(
    "POST",
    "site",
    "api/get-class-booking-requests",
    "1 §7",
    `Class-booking requests made in the range: new seats in the teacher's classes (demo or paid) and preferred-time requests, with the time in IST and in the viewer's zone. Teacher (own) or admin; students 403, anonymous 401. ${FIELDS}`,
    {
      handler: "app/(api)/api/get-class-booking-requests/route.ts",
      request: reportRequest,
      response: bookingRequestsResponse,
    },
  ),
];
