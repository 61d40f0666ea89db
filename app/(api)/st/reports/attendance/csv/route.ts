import { route } from "@/lib/http/route";
import { reportCsvCall } from "@/lib/reports/calls";
import { reportRequest } from "@/lib/reports/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

const query = reportRequest.pick({ from: true, to: true, time_zone: true });

/** GET /st/reports/attendance/csv?from=&to=: a student's own attendance as CSV. */
export const GET = route({ query, access: ["student"] }, ({ request, db, user, query: q, now }) =>
  reportCsvCall(request, db, user, "attendance", q, now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
