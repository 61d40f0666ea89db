import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { sendChatMsgCall } from "@/lib/chat/calls";
import { sendChatMsgRequest } from "@/lib/chat/schemas";
import { spendChatBudget } from "@/lib/chat/rate-limit";

export const dynamic = "force-dynamic";

/** POST /send-chat-msg: a person message (message_to) or a teacher's group message to a class or batch (spec 2). */
export const POST = route(
  { body: sendChatMsgRequest, access: ["student", "teacher"] },
  async ({ body, db, now, user }) => {
    await spendChatBudget(user.id);
    return sendChatMsgCall(db, user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
