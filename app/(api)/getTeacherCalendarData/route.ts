import { getTeacherCalendar } from "@/lib/classes/calendar/get-teacher-calendar";
import { teacherCalendarRequest } from "@/lib/classes/calendar/schemas";
import { route } from "@/lib/http/route";
import { timeZoneCookie } from "@/lib/money/time-zone-cookie";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * POST getTeacherCalendarData (spec 3 section 7): a teacher's week as a calendar. The legacy
 * client's CSRF header is replaced by the same-origin check of every cookie-carrying POST: a
 * browser post from another site is refused (403); apps that send no Origin pass.
 */
export const POST = route(
  { body: teacherCalendarRequest, access: ["teacher", "admin"] },
  ({ request, db, user, body, now }) => {
    return getTeacherCalendar(db, user!, body, {
      now,
      viewerZone: timeZoneCookie(request),
    });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
