import { route } from "@/lib/http/route";
import { deleteSessionByStudentCall } from "@/lib/scheduling/booking/cancel-calls";
import { deleteSessionRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/delete-session-by-student (spec 1): a student cancels their own seat. */
export const POST = route(
  { body: deleteSessionRequest, access: ["student", "admin"] },
  ({ db, user, body, now }) => {
    return deleteSessionByStudentCall(db, user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
