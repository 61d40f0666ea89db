import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { timeZoneCookie, viewerTimeZone } from "@/lib/money/time-zone-cookie";
import { PACK_SCHEDULE_MESSAGES } from "@/lib/scheduling/pack-schedule/messages";
import { scheduleFromPack } from "@/lib/scheduling/pack-schedule/schedule";
import { packScheduleRequest } from "@/lib/scheduling/pack-schedule/schemas";

export const dynamic = "force-dynamic";

/** POST /st/pack-schedule: "Schedule your classes" books weekly classes from the student's pack. */
export const POST = route(
  { body: packScheduleRequest, access: ["student"], idempotent: true },
  async ({ db, user, body, now, request }) => {
    const zone = viewerTimeZone(timeZoneCookie(request));
    const booked = await scheduleFromPack(db, user.id, body, zone, now);
    return {
      message: PACK_SCHEDULE_MESSAGES.booked(booked.length),
      classes: booked.map((b) => ({
        sessionId: b.session.id,
        startsAt: b.session.startsAt.toISOString(),
      })),
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
