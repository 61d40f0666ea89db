import { packagesByLevelCall } from "@/lib/billing/packs/legacy-calls";
import { packagesByLevelRequest } from "@/lib/billing/legacy-schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /get-course-packages-by-level: packages by level (default 17), type and segment. */
export const POST = route({ body: packagesByLevelRequest }, async ({ db, body, request }) =>
  packagesByLevelCall(
    db,
    viewerMoneyOfRequest(request, { cur: body.cur, tz: body.timezone ?? body.tz }).currency,
    body,
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
