import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { currentZoneName } from "@/lib/family/lookups/time-zones";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { courseSubject } from "../schedule/slots";
import { showFlow } from "./flow";
import type { ShowFlowRequest } from "./schemas";
import { flowCookie, flowIdInCookies, openFlow } from "./store";

/** The flow id the request's cookie names. */
export const flowIdOf = (request: Request) => flowIdInCookies(request.headers.get("cookie"));

/** JSON with the flow cookie set when the flow is not the one the request named. */
export function withFlowCookie(request: Request, body: object, flowId: string | null): Response {
  const response = Response.json(body);
  if (flowId && flowId !== flowIdOf(request))
    response.headers.append(
      "set-cookie",
      flowCookie(flowId, new URL(request.url).protocol === "https:"),
    );
  return response;
}

/** POST show-trail-pages-booking-flow. */
export async function showFlowCall(
  request: Request,
  db: Db,
  user: SessionUser | null,
  body: ShowFlowRequest,
  now: Date,
) {
  // Browsers may report ICU's old names (Asia/Calcutta): the flow keeps the current one.
  if (body.user_timezone) body = { ...body, user_timezone: currentZoneName(body.user_timezone) };
  const money = viewerMoneyOfRequest(request, { tz: body.user_timezone });
  await courseSubject(db, body.course_id); // 404 before any flow is made
  const { flow } = await openFlow(db, flowIdOf(request), body.course_id, user?.id ?? null, now);
  const answer = await showFlow(
    { db, user, now, currency: money.currency, zone: currentZoneName(money.timeZone) },
    flow,
    body,
  );
  return withFlowCookie(request, answer, flow.id);
}
