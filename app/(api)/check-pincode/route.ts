import { saveStudentProfile } from "@/lib/family/profile/save-profile";
import { checkPincodeRequest } from "@/lib/family/profile/schemas";
import { route } from "@/lib/http/route";
import { otherMethods } from "@/lib/http/fallback-routes";

/**
 * POST /check-pincode (spec 3 §7): saves the profile of the caller or a child of the caller's
 * family. Empty or malformed fields: 400 with every `errors.{field}` at once; an age outside 4–14
 * or an Indian pincode that is not 6 digits: `{ for, message, state: false, country }`, nothing
 * saved; another family's child: 403. The OTP is not checked (spec 3 §5).
 */
export const POST = route(
  { body: checkPincodeRequest, access: ["student"] },
  async ({ db, user, body, now }) => saveStudentProfile(db, user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
