import { getAuthDeps } from "@/lib/auth/app-deps";
import { demoLeadRequest } from "@/lib/growth/lead-schema";
import { saveDemoLead } from "@/lib/growth/save-demo-lead";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { timeZoneCookie } from "@/lib/money/time-zone-cookie";

/** POST /save-demo-leads: a demo lead with OTP (spec 1): responseCode 222 time, 202 OTP, 200 saved. */
export const POST = route(
  { body: demoLeadRequest, rateLimit: ["anonymousWritePerIp"] },
  async ({ db, body, request, ip, now }) =>
    saveDemoLead(db, await getAuthDeps(), {
      ...body,
      cookieZone: timeZoneCookie(request),
      ip,
      now,
    }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
