import { checkMeetingStarted } from "@/lib/classes/join/check-started";
import { classRefRequest } from "@/lib/classes/live-schemas";
import { requireUser } from "@/lib/auth/access";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /ng-api/v1/check-meeting-started (spec 1): has the teacher started this class? */
export const POST = route(
  { body: classRefRequest, access: ["student", "teacher"] },
  ({ db, user, body, now }) => {
    return checkMeetingStarted(db, requireUser(user), body.slot_id, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
