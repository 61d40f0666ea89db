import { requireUser } from "@/lib/auth/access";
import { updateSlotTopicCall } from "@/lib/classes/after/calls";
import { updateSlotTopicRequest } from "@/lib/classes/after/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/update-slot-topic (spec 2): the class's teacher saves its class notes. */
export const POST = route(
  { body: updateSlotTopicRequest, access: ["teacher"] },
  ({ db, user, body, now }) => {
    return updateSlotTopicCall(db, requireUser(user), body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
