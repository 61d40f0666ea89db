import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../db-rows";
import { punctualityBucket, roundTo, summarisePunctuality, type PunctualityBucket } from "./math";
import type { ReportRange } from "./range";
import { scopeFilter, type ReportScope } from "./scope";

/** One class that is over: when its meeting began against its time. */
export interface PunctualityRow {
  session_id: number;
  teacher_id: number;
  teacher_name: string;
  starts_at: string;
  started_at: string | null;
  /** Minutes after the class time the meeting began (negative: early); null: never started. */
  minutes_late: number | null;
  bucket: PunctualityBucket;
  subject_name: string | null;
  students: string;
  is_demo: boolean;
}

const CANCELLED = SESSION_STATUS.cancelled;

/**
 * Teacher punctuality: every class of the range that is over, not cancelled and had a student,
 * with the meeting's first start (class_meetings.started_at) against the class time.
 */
export async function punctualityReport(db: Db, scope: ReportScope, range: ReportRange, now: Date) {
  const result = await db.execute(sql`
    select s.id as session_id, s.teacher_id, trim(tu.first_name || ' ' || tu.last_name) as teacher_name,
      s.starts_at, m.started_at,
      extract(epoch from m.started_at - s.starts_at) / 60.0 as minutes_late,
      sub.name as subject_name, s.is_demo,
      (select string_agg(trim(u.first_name), ', ' order by u.first_name)
         from session_enrolments e2 join users u on u.id = e2.student_id
        where e2.session_id = s.id and e2.status <> ${CANCELLED}) as students
    from class_sessions s
    join users tu on tu.id = s.teacher_id
    left join class_meetings m on m.session_id = s.id
    left join subjects sub on sub.id = s.subject_id
    where s.starts_at >= ${range.start.toISOString()}::timestamptz
      and s.starts_at < ${range.end.toISOString()}::timestamptz
      and s.ends_at <= ${now.toISOString()}::timestamptz
      and s.status <> ${CANCELLED}
      and exists (select 1 from session_enrolments e where e.session_id = s.id
        and e.status <> ${CANCELLED} and ${scopeFilter({ ...scope, studentId: null })})
    order by s.starts_at desc, s.id`);
  const data: PunctualityRow[] = rowsOf<{
    session_id: number;
    teacher_id: number;
    teacher_name: string;
    starts_at: string | Date;
    started_at: string | Date | null;
    minutes_late: string | number | null;
    subject_name: string | null;
    is_demo: boolean;
    students: string | null;
  }>(result).map((r) => {
    const minutes = r.minutes_late === null ? null : roundTo(Number(r.minutes_late), 1);
    return {
      session_id: r.session_id,
      teacher_id: r.teacher_id,
      teacher_name: r.teacher_name,
      starts_at: new Date(r.starts_at).toISOString(),
      started_at: r.started_at === null ? null : new Date(r.started_at).toISOString(),
      minutes_late: minutes,
      bucket: punctualityBucket(minutes),
      subject_name: r.subject_name,
      students: r.students ?? "",
      is_demo: r.is_demo,
    };
  });
  return { data, summary: summarisePunctuality(data.map((r) => r.minutes_late)) };
}

export type PunctualityReport = Awaited<ReturnType<typeof punctualityReport>>;
