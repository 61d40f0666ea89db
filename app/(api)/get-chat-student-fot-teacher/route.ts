import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { teacherStudentsCall } from "@/lib/chat/calls";

export const dynamic = "force-dynamic";

/** GET /get-chat-student-fot-teacher: the teacher's students to chat with (spec 3). */
export const GET = route({ access: ["teacher"] }, ({ db, user }) => teacherStudentsCall(db, user));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
