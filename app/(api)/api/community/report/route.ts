import { communityError } from "@/lib/community/calls";
import { reportItem } from "@/lib/community/interact";
import { COMMUNITY_MESSAGES } from "@/lib/community/rules";
import { reportBody } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** POST /api/community/report {kind: post|comment, id, reason}: once per user and item. */
export const POST = route(
  { access: "user", body: reportBody, errorShape: communityError },
  async ({ db, user, body, now }) => {
    const { hidden } = await reportItem(db, user, body, now);
    return { responseCode: 200, status: "success", message: COMMUNITY_MESSAGES.reported, hidden };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
