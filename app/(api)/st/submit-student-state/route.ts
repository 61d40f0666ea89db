import { familySaveRoute } from "@/lib/family/save-route";
import { submitStudentStateRequest } from "@/lib/family/schemas";
import { saveStudentState } from "@/lib/family/student-details";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /st/submit-student-state (spec 2): state and city of the caller or a child of the family. */
export const POST = familySaveRoute(submitStudentStateRequest, saveStudentState);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
