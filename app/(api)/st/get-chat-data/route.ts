import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { studentChatDataQuery } from "@/lib/chat/schemas";
import { studentConversationCall } from "@/lib/chat/calls";

export const dynamic = "force-dynamic";

/** GET /st/get-chat-data: the family's conversation with a teacher (spec 3). */
export const GET = route(
  { query: studentChatDataQuery, access: ["student"] },
  ({ db, query, user }) => studentConversationCall(db, user, query.teacher_id),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
