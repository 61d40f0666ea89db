import { route } from "@/lib/http/route";
import { viewerMoneyOfRequest } from "@/lib/money/request-money";
import { getTeacherTimetable } from "@/lib/scheduling/timetable/get-teacher-timetable";
import { getTeacherTTQuery } from "@/lib/scheduling/timetable/schemas";
import { timetableAnswer, timetableTeacherId } from "@/lib/scheduling/timetable/answer";
import { otherMethods } from "@/lib/http/fallback-routes";

export const dynamic = "force-dynamic";

/**
 * A teacher's weekly timetable in the viewer's zone (spec 1 sections 3 and 7). Anyone may look;
 * the student fields (assigned_student, student_id, duplicate, contract) are filled only for a
 * student's session.
 */
export const GET = route(
  { query: getTeacherTTQuery },
  async ({ request, db, query, user, now }) => {
    const { timeZone } = viewerMoneyOfRequest(request, { tz: query.tz });
    const timetable = await getTeacherTimetable(db, {
      teacherId: timetableTeacherId(query.teacherId),
      subjectId: query.subjectId ?? null,
      weekStatus: query.weekStatus,
      viewerZone: timeZone,
      studentId: user?.role === "student" ? user.id : null,
      now,
    });
    return timetableAnswer(timetable);
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
