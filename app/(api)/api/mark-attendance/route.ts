import { requireUser } from "@/lib/auth/access";
import { markAttendance } from "@/lib/classes/join/mark-attendance";
import { classRefRequest } from "@/lib/classes/live-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/mark-attendance (spec 1): the booked student is marked present in a running class. */
export const POST = route(
  { body: classRefRequest, access: ["student"] },
  ({ db, user, body, now }) => {
    return markAttendance(db, requireUser(user), body.slot_id, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
