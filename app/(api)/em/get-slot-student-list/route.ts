import { requireUser } from "@/lib/auth/access";
import { slotStudentListCall } from "@/lib/classes/after/calls";
import { slotStudentListQuery } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /em/get-slot-student-list?slot_id (spec 2): Students of one of the teacher's classes. */
export const GET = route(
  { query: slotStudentListQuery, access: ["teacher"] },
  ({ db, user, query, now }) =>
    slotStudentListCall(db, requireUser(user), query.slot_id, { attendedOnly: false, now }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
