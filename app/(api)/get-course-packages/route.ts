import { coursePackagesCall } from "@/lib/billing/packs/legacy-calls";
import { coursePackagesRequest } from "@/lib/billing/legacy-schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /get-course-packages: a course's regular packages at level 17, in the viewer's currency. */
export const POST = route({ body: coursePackagesRequest }, async ({ db, body, request }) =>
  coursePackagesCall(
    db,
    viewerMoneyOfRequest(request, { cur: body.cur, tz: body.timezone ?? body.tz }).currency,
    body,
  ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
