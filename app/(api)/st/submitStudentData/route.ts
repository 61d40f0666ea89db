import { FAMILY_MESSAGES as M } from "@/lib/family/messages";
import { submitStudentDataRequest } from "@/lib/family/schemas";
import { saveStudentData } from "@/lib/family/student-details";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/** POST /st/submitStudentData (spec 2, the student-detail modal): name and e-mail. */
export const POST = route(
  { body: submitStudentDataRequest, access: ["student"] },
  async ({ db, user, body, now }) => {
    await saveStudentData(db, user, body, now);
    return { status: true, message: M.saved };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
