import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { spendChatBudget } from "@/lib/chat/rate-limit";
import { studentSendCall } from "@/lib/chat/calls";
import { studentSendRequest } from "@/lib/chat/schemas";

export const dynamic = "force-dynamic";

/** POST /st/send-chat-msg-to-student: a student writes to one of their teachers (spec 3). */
export const POST = route(
  { body: studentSendRequest, access: ["student"] },
  async ({ body, db, now, user }) => {
    await spendChatBudget(user.id);
    return studentSendCall(db, user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
