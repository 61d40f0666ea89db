import { z } from "zod";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { reportCsvCall } from "@/lib/reports/calls";
import { reportRequest } from "@/lib/reports/schemas";
import { isReportKind } from "@/lib/reports/scope";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

const query = reportRequest.pick({ from: true, to: true, teacher_id: true, time_zone: true });

/** GET /em/reports/{report}/csv?from=&to=: the report page's "Download CSV" (teacher or admin). */
export const GET = route(
  { query, access: ["teacher", "admin"] },
  ({ request, db, user, query: q, params, now }) => {
    const kind = z.string().parse(params.report);
    if (!isReportKind(kind)) throw notFound();
    return reportCsvCall(request, db, user, kind, q, now);
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
