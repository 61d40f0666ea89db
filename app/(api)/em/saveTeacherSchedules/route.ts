import { saveOrUpdateTeacherSchedules } from "@/lib/scheduling/availability/replace-schedules";
import { teacherSchedulesRequest } from "@/lib/scheduling/availability/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** A teacher's first weekly slots (spec 1 section 7); then the client goes to /em/viewTeacherProfile. */
export const POST = route(
  { body: teacherSchedulesRequest, arrayBody: true, access: ["teacher"] },
  async ({ db, body, user, now }) =>
    saveOrUpdateTeacherSchedules(db, user!.id, body.schedules, "save", now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
