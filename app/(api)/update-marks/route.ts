import { requireUser } from "@/lib/auth/access";
import { updateMarksCall } from "@/lib/classes/after/calls";
import { updateMarksQuery } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * GET /update-marks?type (spec 2): a student earns an activity's marks, once a day per type. A GET
 * that writes, so it is refused when another site links or embeds it (changesData).
 */
export const GET = route(
  { query: updateMarksQuery, access: ["student"], changesData: true },
  ({ db, user, query, now }) => updateMarksCall(db, requireUser(user), query.type, now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
