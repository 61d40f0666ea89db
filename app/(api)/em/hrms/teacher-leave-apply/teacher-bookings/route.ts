import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { leaveBookingsCall } from "@/lib/teacher/leave/calls";
import { leaveBookingsRequest } from "@/lib/teacher/leave/schemas";

export const dynamic = "force-dynamic";

/** POST /em/hrms/teacher-leave-apply/teacher-bookings (spec 3): the teacher's classes on the leave dates. */
export const POST = route(
  { body: leaveBookingsRequest, access: ["teacher"] },
  ({ db, user, body, now }) => leaveBookingsCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
