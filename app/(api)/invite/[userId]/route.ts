import { INVITE_LANDING, inviteRedirect, inviterCode } from "@/lib/growth/invite";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** GET /invite/{userId} (spec 3 §3): remember the referrer, land on the signup. */
export const GET = route({}, async ({ db, params, request }) =>
  inviteRedirect(request, INVITE_LANDING, await inviterCode(db, String(params.userId ?? ""))),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
