import { CLASS_RULES } from "@/lib/classes/constants";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { CANCELLED_BY, SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../db-rows";
import { roundTo } from "./math";
import type { ReportRange } from "./range";
import { scopeFilter, type ReportScope } from "./scope";

/** A cancellation less than this many hours before the class time is last-minute. */
export const LMC_HOURS = CLASS_RULES.lastMinuteHours;

export type CancelledByName = "student" | "teacher" | "admin";

const BY_NAME: Record<number, CancelledByName> = {
  [CANCELLED_BY.student]: "student",
  [CANCELLED_BY.teacher]: "teacher",
  [CANCELLED_BY.admin]: "admin",
};

/** One seat cancelled less than 24 hours before its class. */
export interface LmcRow {
  enrolment_id: number;
  session_id: number;
  starts_at: string;
  cancelled_at: string;
  cancelled_by: CancelledByName;
  /** Hours between the cancellation and the class time, one decimal. */
  hours_before: number;
  student_id: number;
  student_name: string;
  teacher_id: number;
  teacher_name: string;
  subject_name: string | null;
  reason: string | null;
}

/** Per person: how many of their classes were cancelled late, and by whom. */
export interface LmcPersonTotal {
  id: number;
  name: string;
  by_student: number;
  by_teacher: number;
  by_admin: number;
  total: number;
}

/** Groups LMC rows per student or per teacher (most cancellations first). */
export function lmcTotalsBy(rows: readonly LmcRow[], who: "student" | "teacher"): LmcPersonTotal[] {
  const out = new Map<number, LmcPersonTotal>();
  for (const r of rows) {
    const id = who === "student" ? r.student_id : r.teacher_id;
    const name = who === "student" ? r.student_name : r.teacher_name;
    const t = out.get(id) ?? { id, name, by_student: 0, by_teacher: 0, by_admin: 0, total: 0 };
    t[`by_${r.cancelled_by}`] += 1;
    t.total += 1;
    out.set(id, t);
  }
  return [...out.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

/**
 * Last-minute cancellations: seats of classes in the range cancelled (by anyone) less than 24 hours
 * before the class time, newest class first, with totals by who cancelled and per student/teacher.
 */
export async function lmcReport(db: Db, scope: ReportScope, range: ReportRange) {
  const result = await db.execute(sql`
    select e.id as enrolment_id, s.id as session_id, s.starts_at,
      coalesce(e.cancelled_at, s.cancelled_at) as cancelled_at,
      coalesce(e.cancelled_by, s.cancelled_by) as cancelled_by,
      extract(epoch from s.starts_at - coalesce(e.cancelled_at, s.cancelled_at)) / 3600.0 as hours_before,
      e.student_id, trim(su.first_name) as student_name,
      s.teacher_id, trim(tu.first_name || ' ' || tu.last_name) as teacher_name,
      sub.name as subject_name, e.cancel_reason as reason
    from session_enrolments e
    join class_sessions s on s.id = e.session_id
    join users su on su.id = e.student_id
    join users tu on tu.id = s.teacher_id
    left join subjects sub on sub.id = s.subject_id
    where s.starts_at >= ${range.start.toISOString()}::timestamptz
      and s.starts_at < ${range.end.toISOString()}::timestamptz
      and (e.status = ${SESSION_STATUS.cancelled} or s.status = ${SESSION_STATUS.cancelled})
      and coalesce(e.cancelled_at, s.cancelled_at) > s.starts_at - make_interval(hours => ${LMC_HOURS})
      and ${scopeFilter(scope)}
    order by s.starts_at desc, e.id`);
  const data: LmcRow[] = rowsOf<
    Omit<LmcRow, "cancelled_by" | "hours_before" | "starts_at" | "cancelled_at"> & {
      starts_at: string | Date;
      cancelled_at: string | Date;
      cancelled_by: number | null;
      hours_before: string | number;
    }
  >(result).map((r) => ({
    ...r,
    starts_at: new Date(r.starts_at).toISOString(),
    cancelled_at: new Date(r.cancelled_at).toISOString(),
    cancelled_by: BY_NAME[r.cancelled_by ?? CANCELLED_BY.admin] ?? "admin",
    hours_before: Math.max(roundTo(Number(r.hours_before), 1), 0),
  }));
  const count = (by: CancelledByName) => data.filter((r) => r.cancelled_by === by).length;
  return {
    data,
    summary: {
      total: data.length,
      by_student: count("student"),
      by_teacher: count("teacher"),
      by_admin: count("admin"),
      hours_limit: LMC_HOURS,
    },
    per_student: lmcTotalsBy(data, "student"),
    per_teacher: lmcTotalsBy(data, "teacher"),
  };
}

export type LmcReport = Awaited<ReturnType<typeof lmcReport>>;
