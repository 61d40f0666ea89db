import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { flowIdOf, withFlowCookie } from "@/lib/trial/flow/calls";
import { saveScheduleCall } from "@/lib/trial/schedule/calls";
import { saveScheduleRequest } from "@/lib/trial/schedule/schemas";

export const dynamic = "force-dynamic";

/** POST save-schedule-for-booking: reserves the weekly schedule (process_step_3) or says why not. */
export const POST = route(
  { body: saveScheduleRequest },
  async ({ request, db, user, body, now }) => {
    const { flowId, ...answer } = {
      flowId: null as string | null,
      ...(await saveScheduleCall(db, user, flowIdOf(request), body, now)),
    };
    return withFlowCookie(request, answer, flowId);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
