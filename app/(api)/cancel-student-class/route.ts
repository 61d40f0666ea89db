import { requireUser } from "@/lib/auth/access";
import { cancelStudentClassCall } from "@/lib/classes/cancel/calls";
import { cancelStudentClassRequest } from "@/lib/classes/cancel/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /cancel-student-class {slot_id, reason?} (spec 3): the student cancels their class. */
export const POST = route(
  { body: cancelStudentClassRequest, access: ["student"] },
  ({ db, user, body, now }) => {
    return cancelStudentClassCall(db, requireUser(user), body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
