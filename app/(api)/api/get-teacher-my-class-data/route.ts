import { requireUser } from "@/lib/auth/access";
import { teacherClassDataCall } from "@/lib/classes/lists/calls";
import { teacherClassDataRequest } from "@/lib/classes/lists/schemas";
import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/** POST /api/get-teacher-my-class-data {page, type} (spec 1): the teacher's classes, 10 a page. */
export const POST = route(
  { body: teacherClassDataRequest, access: ["teacher"] },
  ({ request, db, user, body, now }) =>
    teacherClassDataCall(db, requireUser(user), body, viewerMoneyOfRequest(request).timeZone, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
