import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { PACK_SCHEDULE_MESSAGES } from "@/lib/scheduling/pack-schedule/messages";
import { rescheduleClass } from "@/lib/scheduling/reschedule/reschedule";
import { rescheduleRequest } from "@/lib/scheduling/reschedule/schemas";

export const dynamic = "force-dynamic";

/** POST /st/reschedule-class: moves a booked class to another time of the same teacher. */
export const POST = route(
  { body: rescheduleRequest, access: ["student"], idempotent: true },
  async ({ db, user, body, now }) => {
    const moved = await rescheduleClass(db, user.id, body, now);
    return {
      message: PACK_SCHEDULE_MESSAGES.rescheduled,
      sessionId: moved.session.id,
      startsAt: moved.session.startsAt.toISOString(),
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
