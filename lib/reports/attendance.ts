import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { CANCELLED_BY, SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../db-rows";
import { attendanceTotals, bucketAttendance, withAttendanceTotal } from "./math";
import type { ReportRange } from "./range";
import { scopeFilter, type ReportScope } from "./scope";

/** One student's classes in one month (the month of the class time in the report's zone). */
export interface AttendanceRow {
  student_id: number;
  student_name: string;
  /** "YYYY-MM". */
  month: string;
  attended: number;
  /** Seats the student cancelled. */
  leave: number;
  /** Classes the teacher or an admin cancelled. */
  cancel: number;
  /** Over, not cancelled, never attended. */
  missed: number;
  total: number;
  attendance_percent: number | null;
}

const CANCELLED = SESSION_STATUS.cancelled;

/**
 * Attendance per student and month, counted in one aggregate query: attended (attended_at set),
 * leave (cancelled by the student), cancel (by the teacher or an admin), missed (over, not
 * cancelled, not attended). Classes still to come count nowhere. Summary and monthly buckets add up.
 */
export async function attendanceReport(db: Db, scope: ReportScope, range: ReportRange, now: Date) {
  const result = await db.execute(sql`
    with base as (
      select e.student_id,
        to_char(s.starts_at at time zone ${range.zone}, 'YYYY-MM') as month,
        e.attended_at is not null as attended,
        (e.status = ${CANCELLED} or s.status = ${CANCELLED}) as cancelled,
        coalesce(e.cancelled_by, s.cancelled_by) as cancelled_by,
        s.ends_at <= ${now.toISOString()}::timestamptz as over
      from session_enrolments e
      join class_sessions s on s.id = e.session_id
      where s.starts_at >= ${range.start.toISOString()}::timestamptz
        and s.starts_at < ${range.end.toISOString()}::timestamptz
        and ${scopeFilter(scope)}
    )
    select b.student_id, trim(u.first_name) as student_name, b.month,
      count(*) filter (where b.attended)::int as attended,
      count(*) filter (where not b.attended and b.cancelled
        and b.cancelled_by = ${CANCELLED_BY.student})::int as leave,
      count(*) filter (where not b.attended and b.cancelled
        and b.cancelled_by is distinct from ${CANCELLED_BY.student})::int as cancel,
      count(*) filter (where not b.attended and not b.cancelled and b.over)::int as missed
    from base b
    join users u on u.id = b.student_id
    where b.attended or b.cancelled or b.over
    group by b.student_id, u.first_name, u.last_name, b.month
    order by b.month, student_name, b.student_id`);
  const data: AttendanceRow[] = rowsOf<Omit<AttendanceRow, "total" | "attendance_percent">>(
    result,
  ).map((r) => withAttendanceTotal({ ...r }));
  return {
    data,
    summary: { ...attendanceTotals(data), students: new Set(data.map((r) => r.student_id)).size },
    months: bucketAttendance(data, (r) => r.month).map(({ key, ...counts }) => ({
      month: key,
      ...counts,
    })),
  };
}

export type AttendanceReport = Awaited<ReturnType<typeof attendanceReport>>;
