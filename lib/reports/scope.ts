import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { requireUser } from "../auth/access";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { forbidden, notFound } from "../errors";

export const REPORT_KINDS = ["attendance", "lmc", "punctuality", "booking-requests"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const isReportKind = (value: string): value is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value);

export const SCOPE_MESSAGES = {
  studentOnlyAttendance: "Students can see their own attendance only.",
  ownReportsOnly: "You can see your own reports only.",
  unknownTeacher: "Unknown teacher.",
} as const;

/** Whose classes a report covers: one teacher's, one student's, or (admin only) everyone's. */
export interface ReportScope {
  teacherId: number | null;
  studentId: number | null;
}

/**
 * Who may see what: a teacher their own classes, an admin any teacher's (or all, without one), a
 * student only their own attendance. Anonymous 401, anything else 403, an unknown teacher 404.
 */
export async function reportScope(
  db: Db,
  user: SessionUser | null,
  kind: ReportKind,
  teacherId?: number,
): Promise<ReportScope> {
  const caller = requireUser(user);
  if (caller.role === "student") {
    if (kind !== "attendance") throw forbidden(SCOPE_MESSAGES.studentOnlyAttendance);
    if (teacherId !== undefined) throw forbidden(SCOPE_MESSAGES.ownReportsOnly);
    return { teacherId: null, studentId: caller.id };
  }
  if (caller.role === "teacher") {
    if (teacherId !== undefined && teacherId !== caller.id)
      throw forbidden(SCOPE_MESSAGES.ownReportsOnly);
    return { teacherId: caller.id, studentId: null };
  }
  if (caller.role !== "admin") throw forbidden();
  if (teacherId === undefined) return { teacherId: null, studentId: null };
  const found = rowsOf(
    await db.execute(sql`select 1 from teacher_profiles where user_id = ${teacherId}`),
  );
  if (found.length === 0) throw notFound(SCOPE_MESSAGES.unknownTeacher);
  return { teacherId, studentId: null };
}

/** SQL conditions limiting class_sessions `s` and session_enrolments `e` to the scope. */
export function scopeFilter(scope: ReportScope) {
  return sql`${scope.teacherId === null ? sql`true` : sql`s.teacher_id = ${scope.teacherId}`}
    and ${scope.studentId === null ? sql`true` : sql`e.student_id = ${scope.studentId}`}`;
}
