import { addReferralStudent } from "@/lib/growth/add-referral-student";
import { GROWTH_MESSAGES } from "@/lib/growth/messages";
import { addReferralStudentRequest } from "@/lib/growth/referral-schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /add-referral-student (spec 3): the caller refers a student by WhatsApp number. */
export const POST = route(
  { body: addReferralStudentRequest, access: "user" },
  async ({ db, body, user, now }) => {
    await addReferralStudent(db, { ...body, callerId: user.id, now });
    return { status: "success", responseCode: 200, message: GROWTH_MESSAGES.studentAdded };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
