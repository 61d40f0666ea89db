import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import {
  DEMO_SUBJECT_COOKIE,
  demoBookingSlotsCall,
} from "@/lib/scheduling/booking/demo-slots-calls";
import { demoBookingSlotsRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /st/demo-booking-slots (spec 2): public demo availability of a subject, by local date. */
export const POST = route({ body: demoBookingSlotsRequest }, async ({ request, db, body, now }) => {
  const zone = viewerMoneyOfRequest(request, { tz: body.tz }).timeZone;
  const response = Response.json(await demoBookingSlotsCall(db, body, zone, now));
  // converted-time-student-select sends only a date: it reads the subject from here.
  response.headers.append(
    "set-cookie",
    `${DEMO_SUBJECT_COOKIE}=${body.subject_id}; Path=/; SameSite=Lax; HttpOnly; Max-Age=86400`,
  );
  return response;
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
