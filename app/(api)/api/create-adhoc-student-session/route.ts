import { route } from "@/lib/http/route";
import { createAdhocCall } from "@/lib/scheduling/booking/book-calls";
import { createAdhocRequest } from "@/lib/scheduling/booking/legacy-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/create-adhoc-student-session (spec 1): paid classes from comma lists, all or none. */
export const POST = route(
  { body: createAdhocRequest, access: ["student", "admin"], idempotent: true },
  ({ db, user, body, now }) => createAdhocCall(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
