import { startMeetingRoute } from "@/lib/classes/meetings/start-route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /ng-api/v2/ceate-and-join-demo (spec 1): the class's teacher starts a demo class. */
export const POST = startMeetingRoute("demo");

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
