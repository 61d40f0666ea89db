import { route } from "@/lib/http/route";
import { cookieZone, reportCall } from "@/lib/reports/calls";
import { reportRequest } from "@/lib/reports/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/get-attendance-report (spec 1 §7, reports): JSON, or CSV with format=csv. */
export const POST = route(
  { body: reportRequest, access: ["student", "teacher", "admin"] },
  ({ request, db, user, body, now }) =>
    reportCall(db, user, "attendance", body, cookieZone(request), now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
