import { parseTeacherId } from "../../catalog/teacher-profile";
import { badRequest, isAppError } from "../../errors";
import type { TeacherTimetable } from "./schemas";

const BAD_TEACHER = "teacherId is not a valid teacher id.";

/** The teacherId parameter, plain (12) or base64 (MTI=); 400 with errors.teacherId otherwise. */
export function timetableTeacherId(value: string | number): number {
  try {
    return parseTeacherId(value);
  } catch (error) {
    if (isAppError(error)) throw badRequest(BAD_TEACHER, { teacherId: [BAD_TEACHER] });
    throw error;
  }
}

/** The legacy schedule response of GET /st/getTeacherTT (getTeacherTTResponse). */
export function timetableAnswer(t: TeacherTimetable) {
  return {
    status: "success" as const,
    timetable: t.entries,
    weekdays: t.weekdays,
    contract: t.contract,
    time_zone: t.timeZone,
    zone_label: t.zoneLabel,
    week_status: t.weekStatus,
    week_start: t.weekStart,
    week_end: t.weekEnd,
    teacher_time_zone: t.teacherTimeZone,
  };
}
