import { requireUser } from "@/lib/auth/access";
import { joinClass } from "@/lib/classes/join/join-class";
import { meetingLinkQuery } from "@/lib/classes/live-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** GET /st/get-meeting-link?session_id (spec 1): a booked student polls for the class link. */
export const GET = route(
  { query: meetingLinkQuery, access: ["student"] },
  ({ db, user, query, now }) => joinClass(db, requireUser(user), query.session_id, now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
