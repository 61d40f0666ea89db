import { chatDataCall } from "@/lib/chat/calls";
import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /get-chat-data: today's and yesterday's messages and the unread count (spec 2). */
export const GET = route({ access: ["student", "teacher"] }, ({ db, now, user }) =>
  chatDataCall(db, user, now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
