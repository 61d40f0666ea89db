import { jsonWithSession } from "@/lib/auth/signup/legacy";
import { withChildZone } from "@/lib/family/child-zone";
import { switchTo } from "@/lib/family/family";
import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { switchSiblingParams } from "@/lib/family/schemas";
import { isPageNavigation, redirectAs } from "@/lib/family/switch-response";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

const DASHBOARD = "/st/dashboard";

/**
 * GET /switch-sibling-user/{sibling_id} (spec 3): act as another child of the caller's family. The
 * session is re-issued as that child: a link followed by the browser goes to /st/dashboard (303), a
 * script's call gets JSON with `redirect_to`. A child of another family (or an inactive one) is a
 * 403 and the session stays as it was. A child whose zone was set apart from the switching
 * account's gets the `tz` cookie of that zone (decision 035).
 */
export const GET = route(
  { access: ["student"], changesData: true },
  async ({ request, db, user, params }) => {
    const { sibling_id } = switchSiblingParams.parse(params);
    const sibling = await switchTo(db, user, sibling_id);
    const response = isPageNavigation(request)
      ? await redirectAs(request, sibling, DASHBOARD)
      : await jsonWithSession(
          request,
          { status: true, message: M.switched, sibling_id: sibling.id, redirect_to: DASHBOARD },
          sibling,
        );
    // The child's own zone, when one was set for them (decision 035).
    return withChildZone(db, request, response, user.id, sibling.id);
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
