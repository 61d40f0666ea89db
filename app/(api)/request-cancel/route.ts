import { requireUser } from "@/lib/auth/access";
import { requestCancelCall } from "@/lib/classes/cancel/calls";
import { requestCancelQuery } from "@/lib/classes/cancel/schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /request-cancel?slot_id (spec 3): what cancelling one of the student's classes means. */
export const GET = route(
  { query: requestCancelQuery, access: ["student"] },
  ({ request, db, user, query, now }) =>
    requestCancelCall(
      db,
      requireUser(user),
      query.slot_id,
      viewerMoneyOfRequest(request).timeZone,
      now,
    ),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
