import { startMeetingRoute } from "@/lib/classes/meetings/start-route";

export const dynamic = "force-dynamic";

/** POST /api/ceate-and-join-meeting (spec 1): the class's teacher starts any of their classes. */
export const POST = startMeetingRoute("any");
