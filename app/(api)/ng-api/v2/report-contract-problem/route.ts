import { requireUser } from "@/lib/auth/access";
import { reportProblemCall } from "@/lib/classes/after/calls";
import { reportProblemRequest } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST {v2}report-contract-problem (spec 1): a student reports a problem with a purchase. */
export const POST = route(
  { body: reportProblemRequest, access: ["student"] },
  ({ db, user, body }) => {
    return reportProblemCall(db, requireUser(user), body);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
