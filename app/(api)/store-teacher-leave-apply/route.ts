import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { storeLeaveCall } from "@/lib/teacher/leave/calls";
import { leaveApplyRequest } from "@/lib/teacher/leave/schemas";

export const dynamic = "force-dynamic";

/**
 * POST /store-teacher-leave-apply (spec 3): step preview answers what the leave would do to each
 * class; step final saves it, re-books the classes and answers redirect_url.
 */
export const POST = route(
  { body: leaveApplyRequest, access: ["teacher"] },
  ({ db, user, body, now }) => storeLeaveCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
