import { inviteRedirect, inviterCode } from "@/lib/growth/invite";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** GET /courses/{stream}/{course}/invite/{userId} (spec 3 §3): remember the referrer, open the course. */
export const GET = route({}, async ({ db, params, request }) => {
  const course = `/courses/${encodeURIComponent(String(params.stream))}/${encodeURIComponent(String(params.course))}`;
  return inviteRedirect(request, course, await inviterCode(db, String(params.userId ?? "")));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
