import { route } from "../../http/route";
import { requireUser } from "../../auth/access";
import { viewerMoneyOfRequest } from "../../money/request-money";
import { classListCall } from "./calls";
import type { ClassKind } from "./kinds";
import { classListQuery } from "./schemas";

/**
 * The GET handler of get-all-{kind}-classes: a student's or a teacher's own classes of one kind,
 * in the viewer's zone (tz parameter, else the tz cookie), at the request's instant (ctx.now).
 */
export function classListRoute(kind: ClassKind) {
  return route(
    { query: classListQuery, access: ["student", "teacher"] },
    ({ request, db, user, query, now }) =>
      classListCall(
        db,
        requireUser(user),
        kind,
        query,
        viewerMoneyOfRequest(request).timeZone,
        now,
      ),
  );
}
