import { startMeetingRoute } from "@/lib/classes/meetings/start-route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /ng-api/v2/ceate-and-join-class (spec 1): the class's teacher starts a paid class. */
export const POST = startMeetingRoute("class");

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
