import { getVideoDeps } from "@/lib/classes/meetings/app-deps";
import { resumeMeetingCall } from "@/lib/classes/meetings/calls";
import { startMeetingRequest } from "@/lib/classes/live-schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/resume-meeting (spec 1): the teacher reopens a class they started that has not ended. */
export const POST = route(
  { body: startMeetingRequest, access: ["teacher"] },
  ({ db, user, body, now }) => {
    return resumeMeetingCall(db, getVideoDeps(), user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
