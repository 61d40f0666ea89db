import { getVideoDeps } from "@/lib/classes/meetings/app-deps";
import { resumeMeetingCall } from "@/lib/classes/meetings/calls";
import { startMeetingRequest } from "@/lib/classes/live-schemas";
import { now } from "@/lib/clock";
import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

/** POST /api/resume-meeting (spec 1): the teacher reopens a class they started that has not ended. */
export const POST = route(
  { body: startMeetingRequest, access: ["teacher"] },
  ({ request, db, user, body }) => {
    refuseCrossSite(request);
    return resumeMeetingCall(db, getVideoDeps(), user, body, now());
  },
);
