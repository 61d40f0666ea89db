import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { studentTeacherListCall } from "@/lib/chat/calls";

export const dynamic = "force-dynamic";

/** GET /st/get-chat-teacherlist: the family's teachers and unread counts (spec 3). */
export const GET = route({ access: ["student"] }, ({ db, user }) =>
  studentTeacherListCall(db, user),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
