import { getAuthDeps } from "@/lib/auth/app-deps";
import { GROWTH_MESSAGES } from "@/lib/growth/messages";
import { sendReferMessageRequest } from "@/lib/growth/referral-schemas";
import { sendReferMessage } from "@/lib/growth/send-refer-message";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

/** POST /api/send-refer-message {user_id, mobile_list} (spec 1): the caller invites numbers by SMS. */
export const POST = route(
  { body: sendReferMessageRequest, access: "user" },
  async ({ db, body, user, request, now }) => {
    const r = await sendReferMessage(db, (await getAuthDeps()).messenger, {
      ...body,
      callerId: user.id,
      now,
      request,
    });
    return {
      status: "success",
      responseCode: 200,
      message: GROWTH_MESSAGES.referSent,
      sent: r.sent,
      already_invited: r.alreadyInvited,
    };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
