import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { teacherChatListRequest } from "@/lib/chat/schemas";
import { teacherConversationCall } from "@/lib/chat/calls";

export const dynamic = "force-dynamic";

/** POST /em/teacher-chat-list: one student and the conversation with them (spec 3). */
export const POST = route(
  { body: teacherChatListRequest, access: ["teacher"] },
  ({ body, db, user }) => teacherConversationCall(db, user, body.student_id),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
