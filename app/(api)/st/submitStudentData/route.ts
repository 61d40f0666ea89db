import { familySaveRoute } from "@/lib/family/save-route";
import { submitStudentDataRequest } from "@/lib/family/schemas";
import { saveStudentData } from "@/lib/family/student-details";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /st/submitStudentData (spec 2, the student-detail modal): name and e-mail. */
export const POST = familySaveRoute(submitStudentDataRequest, saveStudentData);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
