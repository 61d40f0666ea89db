import { and, eq, ne, type SQL } from "drizzle-orm";
import { classSessions, SESSION_STATUS, sessionEnrolments } from "@/db/schema";

/**
 * The student's seats that still stand (neither the seat nor its class cancelled), for queries
 * over session_enrolments joined to class_sessions; `more` narrows them further.
 */
export function activeSeatOf(studentId: number, ...more: (SQL | undefined)[]): SQL {
  return and(
    eq(sessionEnrolments.studentId, studentId),
    ne(sessionEnrolments.status, SESSION_STATUS.cancelled),
    ne(classSessions.status, SESSION_STATUS.cancelled),
    ...more,
  )!;
}
