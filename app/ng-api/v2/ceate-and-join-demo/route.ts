import { startMeetingRoute } from "@/lib/classes/meetings/start-route";

export const dynamic = "force-dynamic";

/** POST /ng-api/v2/ceate-and-join-demo (spec 1): the class's teacher starts a demo class. */
export const POST = startMeetingRoute("demo");
