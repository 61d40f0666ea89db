import { classmatesCall } from "@/lib/classes/after/calls";
import { slotStudentListQuery } from "@/lib/classes/after/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /st/get-slot-student-list?slot_id (spec 2): Classmates of a class the student holds a seat in; first names only. */
export const GET = route(
  { query: slotStudentListQuery, access: ["student"] },
  ({ db, user, query, now }) =>
    classmatesCall(db, user, query.slot_id, { attendedOnly: false, now }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
