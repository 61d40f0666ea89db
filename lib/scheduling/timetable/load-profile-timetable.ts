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
 * The "Timetable" section of a public teacher page: the teacher's week in the viewer's zone,
 * shown to everyone (issue 26: families judge a teacher's free times before they sign up). A
 * student also sees their own bookings; nothing else depends on who looks, so the page stays
 * cacheable per time-zone cookie for visitors without a session.
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
): Promise<TeacherTimetable> {
  const { teacherId, user, weekStatus, zone, now } = input;
  return getTeacherTimetable(db, {
    teacherId,
    weekStatus,
    viewerZone: zone,
    studentId: user?.role === "student" ? user.id : null,
    now,
  });
}
