import type { Db } from "@/db/client";
import type { SessionUser } from "../../auth/session-user";
import { getTeacherTimetable } from "./get-teacher-timetable";
import { WEEK_STATUS_RANGE, type TeacherTimetable } from "./schemas";

/** ?week= of the profile page as a weekStatus within the timetable's range (0 otherwise). */
export function weekStatusOf(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= WEEK_STATUS_RANGE.min && n <= WEEK_STATUS_RANGE.max ? n : 0;
}

/**
 * The "Timetable" section of a public teacher page: the teacher's week in the student's zone,
 * with the student's own bookings. Only a student sees it; anyone else gets null (a visitor is
 * asked to log in, a teacher or admin sees no section), so no query runs for them.
 */
export async function loadProfileTimetable(
  db: Db,
  input: {
    teacherId: number;
    user: SessionUser | null;
    weekStatus: number;
    zone: string;
    now: Date;
  },
): Promise<TeacherTimetable | null> {
  const { teacherId, user, weekStatus, zone, now } = input;
  if (user?.role !== "student") return null;
  return getTeacherTimetable(db, {
    teacherId,
    weekStatus,
    viewerZone: zone,
    studentId: user.id,
    now,
  });
}
