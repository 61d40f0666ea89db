import { route } from "@/lib/http/route";
import { readCookie, viewerMoneyOfRequest } from "@/lib/money/request-money";
import { convertedTimeCall, DEMO_SUBJECT_COOKIE } from "@/lib/scheduling/booking/demo-slots-calls";
import { convertedTimeRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /converted-time-student-select (spec 2): a date's demo times in the viewer's zone. */
export const POST = route({ body: convertedTimeRequest }, ({ request, db, body, now }) => {
  const remembered = Number(readCookie(request, DEMO_SUBJECT_COOKIE));
  const subjectId =
    body.subject_id ?? (Number.isSafeInteger(remembered) && remembered > 0 ? remembered : null);
  const zone = viewerMoneyOfRequest(request, { tz: body.tz }).timeZone;
  return convertedTimeCall(db, body, subjectId, zone, now);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
