import { route } from "@/lib/http/route";
import { cancelSlotByTeacherCall } from "@/lib/scheduling/booking/cancel-calls";
import { cancelSlotRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/cancel-slot-by-teacher (spec 1): a teacher cancels one of their own classes. */
export const POST = route(
  { body: cancelSlotRequest, access: ["teacher", "admin"] },
  ({ db, user, body, now }) => {
    return cancelSlotByTeacherCall(db, user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
