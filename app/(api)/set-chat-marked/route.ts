import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { setChatMarkedCall } from "@/lib/chat/calls";
import { setChatMarkedQuery } from "@/lib/chat/schemas";

export const dynamic = "force-dynamic";

/** GET /set-chat-marked: mark a person's messages read, or report a teacher's message (spec 3). */
export const GET = route(
  { query: setChatMarkedQuery, access: ["student", "teacher"], changesData: true },
  ({ db, now, query, user }) => setChatMarkedCall(db, user, query, now),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
