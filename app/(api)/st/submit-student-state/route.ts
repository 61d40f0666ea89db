import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { submitStudentStateRequest } from "@/lib/family/schemas";
import { saveStudentState } from "@/lib/family/student-details";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /st/submit-student-state (spec 2): state and city of the caller or a child of the family. */
export const POST = route(
  { body: submitStudentStateRequest, access: ["student"] },
  async ({ db, user, body, now }) => {
    await saveStudentState(db, user, body, now);
    return { status: true, message: M.saved };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
