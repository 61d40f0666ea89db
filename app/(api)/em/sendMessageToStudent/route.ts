import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { spendChatBudget } from "@/lib/chat/rate-limit";
import { teacherSendCall } from "@/lib/chat/calls";
import { teacherSendRequest } from "@/lib/chat/schemas";

export const dynamic = "force-dynamic";

/** POST /em/sendMessageToStudent: a teacher writes to a student, or to a class or batch (spec 3). */
export const POST = route(
  { body: teacherSendRequest, access: ["teacher"] },
  async ({ body, db, now, user }) => {
    await spendChatBudget(user.id);
    return teacherSendCall(db, user, body, now);
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
