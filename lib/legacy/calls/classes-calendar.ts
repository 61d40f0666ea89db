import { teacherCalendarRequest, teacherCalendarResponse } from "../../classes/calendar/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** The teacher's weekly calendar (spec 3 section 7). */
export const CLASS_CALENDAR_CALLS: LegacyCall[] = [
  call(
    "POST",
    "site",
    "getTeacherCalendarData",
    "3 §7",
    "A teacher's week (Sunday first) in the viewer's zone (tz field, else the tz cookie, else the teacher's zone; Kolkata labelled (IST)): the 7 dates, the hour rows of hours_filter (all, working, HH-HH), the week's classes in any status with their students and the free slot occurrences to come (adhocSlots), the neighbouring weeks' Sundays and teacher_status. A teacher sees their own calendar (teacher_id missing = self; another teacher's 403), an admin anyone's (teacher_id required, 400); students 403, anonymous 401, unknown teacher 404, bad input 400 with errors.{field}. Students' mobile and e-mail only with display_contact, only for that teacher and only when the operator set TEACHERS_SEE_FAMILY_CONTACT=true (off by default, decision 036): chat is the channel. The legacy CSRF header is replaced by the same-origin check: a cross-site browser post is 403.",
    {
      handler: "app/(api)/getTeacherCalendarData/route.ts",
      request: teacherCalendarRequest,
      response: teacherCalendarResponse,
    },
  ),
];
