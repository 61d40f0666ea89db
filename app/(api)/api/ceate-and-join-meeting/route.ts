import { startMeetingRoute } from "@/lib/classes/meetings/start-route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/ceate-and-join-meeting (spec 1): the class's teacher starts any of their classes. */
export const POST = startMeetingRoute("any");

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
