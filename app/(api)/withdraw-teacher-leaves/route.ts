import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { withdrawLeaveCall } from "@/lib/teacher/leave/calls";
import { withdrawLeaveRequest } from "@/lib/teacher/leave/schemas";

export const dynamic = "force-dynamic";

/** POST /withdraw-teacher-leaves {type, id, date} (spec 3): take back a leave day or the rest of a leave. */
export const POST = route(
  { body: withdrawLeaveRequest, access: ["teacher", "admin"] },
  ({ db, user, body, now }) => withdrawLeaveCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
