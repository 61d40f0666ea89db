import { communityError } from "@/lib/community/calls";
import { listPendingForModerator, moderate } from "@/lib/community/moderation";
import { moderateBody } from "@/lib/community/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/community/moderation: what waits for this teacher (their students) or admin. */
export const GET = route(
  { access: ["teacher", "admin"], errorShape: communityError },
  async ({ db, user }) => ({
    responseCode: 200,
    status: "success",
    data: await listPendingForModerator(db, user),
  }),
);

/** POST /api/community/moderation {kind, id, action: approve|reject|restore, reason}. */
export const POST = route(
  { access: ["teacher", "admin"], body: moderateBody, errorShape: communityError },
  async ({ db, user, body, now }) => {
    const { status } = await moderate(db, user, body, now);
    return { responseCode: 200, status: "success", post_status: status };
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
