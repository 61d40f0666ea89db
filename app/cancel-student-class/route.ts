import { requireUser } from "@/lib/auth/access";
import { cancelStudentClassCall } from "@/lib/classes/cancel/calls";
import { cancelStudentClassRequest } from "@/lib/classes/cancel/schemas";
import { now } from "@/lib/clock";
import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

/** POST /cancel-student-class {slot_id, reason?} (spec 3): the student cancels their class. */
export const POST = route(
  { body: cancelStudentClassRequest, access: ["student"] },
  ({ request, db, user, body }) => {
    refuseCrossSite(request);
    return cancelStudentClassCall(db, requireUser(user), body, now());
  },
);
