import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { teacherChatStudentListCall } from "@/lib/chat/calls";

export const dynamic = "force-dynamic";

/** GET /em/student-list-for-teacher-chat: the teacher's chat list: unreadMsg and data (spec 3). */
export const GET = route({ access: ["teacher"] }, ({ db, user }) =>
  teacherChatStudentListCall(db, user),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
