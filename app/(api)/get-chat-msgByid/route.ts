import { chatMsgByIdCall } from "@/lib/chat/calls";
import { chatMsgByIdQuery } from "@/lib/chat/schemas";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /get-chat-msgByid: messages newer than id: the fallback poll of the live chat (spec 2). */
export const GET = route(
  { query: chatMsgByIdQuery, access: ["student", "teacher"] },
  ({ db, query, user }) => chatMsgByIdCall(db, user, query.id),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
