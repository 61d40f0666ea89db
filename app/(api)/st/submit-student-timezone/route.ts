import { familySaveRoute } from "@/lib/family/save-route";
import { submitStudentTimezoneRequest } from "@/lib/family/schemas";
import { saveStudentTimezone } from "@/lib/family/student-details";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /st/submit-student-timezone (spec 2): IANA time zone and country of the caller or a child. */
export const POST = familySaveRoute(submitStudentTimezoneRequest, saveStudentTimezone);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
