import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { enrolWorkshopCall } from "@/lib/trial/workshops/calls";
import { enrolWorkshopParams, enrolWorkshopQuery } from "@/lib/trial/workshops/schemas";

export const dynamic = "force-dynamic";

/**
 * GET /enloll-to-workshop/{course_id}/{slot_id} (spec 2): a seat for the session's child (or
 * ?student_id of the family). status, responseCode and data; the database holds the capacity.
 */
export const GET = route(
  { query: enrolWorkshopQuery, access: ["student"], changesData: true },
  ({ db, user, params, query, now }) =>
    enrolWorkshopCall(db, user, enrolWorkshopParams.parse(params), query, now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
