import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { submitStudentTimezoneRequest } from "@/lib/family/schemas";
import { saveStudentTimezone } from "@/lib/family/student-details";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /st/submit-student-timezone (spec 2): IANA time zone and country of the caller or a child. */
export const POST = route(
  { body: submitStudentTimezoneRequest, access: ["student"] },
  async ({ db, user, body, now }) => {
    await saveStudentTimezone(db, user, body, now);
    return { status: true, message: M.saved };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
