import { jsonWithSession } from "@/lib/auth/signup/legacy";
import { withChildZone } from "@/lib/family/child-zone";
import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { submitSiblingDataOnLoginRequest } from "@/lib/family/schemas";
import { chooseSiblingOnLogin } from "@/lib/family/sibling-calls";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /ng-api/v1/submitSiblingDataOnLogin (spec 2): for whom the demo is booked, after the login:
 * "self", a sibling's id or "new" (name and age). The session then acts as that child; the answer
 * goes to the book-demo slug. Another family's child is a 403 and nothing changes. A child whose
 * zone was set apart from the caller's gets the `tz` cookie of that zone (decision 035).
 */
export const POST = route(
  { body: submitSiblingDataOnLoginRequest, access: ["student"] },
  async ({ request, db, user, body, now }) => {
    const { account, redirectTo } = await chooseSiblingOnLogin(db, user, body, now);
    const response = await jsonWithSession(
      request,
      { status: true, message: M.switched, sibling_id: account.id, redirect_to: redirectTo },
      account,
    );
    // The child's own zone, when one was set for them (decision 035).
    return withChildZone(db, request, response, user.id, account.id);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
