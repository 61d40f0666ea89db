import { requireUser } from "@/lib/auth/access";
import { updateSlotTopicCall } from "@/lib/classes/after/calls";
import { updateSlotTopicRequest } from "@/lib/classes/after/schemas";
import { now } from "@/lib/clock";
import { route } from "@/lib/http/route";
import { refuseCrossSite } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

/** POST /api/update-slot-topic (spec 2): the class's teacher saves its class notes. */
export const POST = route(
  { body: updateSlotTopicRequest, access: ["teacher"] },
  ({ request, db, user, body }) => {
    refuseCrossSite(request);
    return updateSlotTopicCall(db, requireUser(user), body, now());
  },
);
