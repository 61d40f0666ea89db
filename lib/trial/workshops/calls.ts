import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { listWorkshops, enrolInWorkshop } from "./workshops";

/** POST /load-workshop (spec 3): upcoming workshops, seats left, and whether the child has a seat. */
export async function loadWorkshopCall(
  db: Db,
  user: SessionUser | null,
  body: { course_id?: number },
  zone: string,
  now: Date,
) {
  const data = await listWorkshops(db, {
    courseId: body.course_id,
    studentId: user?.role === "student" ? user.id : null,
    zone,
    now,
  });
  return { status: true as const, responseCode: 200 as const, data };
}

/** GET /enloll-to-workshop/{course_id}/{slot_id} (spec 2): status, responseCode, data. */
export function enrolWorkshopCall(
  db: Db,
  user: SessionUser,
  params: { course_id: number; slot_id: number },
  query: { student_id?: number },
  now: Date,
) {
  return enrolInWorkshop(
    db,
    user,
    { courseId: params.course_id, workshopId: params.slot_id, studentId: query.student_id },
    now,
  );
}
