import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../db-rows";
import { IST_ZONE } from "../scheduling/ist";
import { formatWhenIn } from "../scheduling/date-format";
import type { ReportRange } from "./range";
import type { ReportScope } from "./scope";

export type BookingRequestKind = "demo_booking" | "paid_booking" | "preferred_slot";

/** A new booking of the teacher's classes, or a student's request for a time of their own. */
export interface BookingRequestRow {
  kind: BookingRequestKind;
  id: number;
  /** When the student booked or asked. */
  created_at: string;
  student_id: number | null;
  student_name: string;
  teacher_id: number | null;
  teacher_name: string | null;
  subject_name: string | null;
  /** The class time booked, or the time asked for. */
  requested_at: string;
  /** That time in India (the legacy reports' source zone), e.g. "Monday, 3rd Mar at 06:30 PM (IST)". */
  requested_ist: string;
  /** The same time in the viewer's zone. */
  requested_local: string;
  cancelled: boolean;
  note: string;
}

/** "Monday, 3rd Mar at 06:30 PM (IST)". */
export const timeLabel = (instant: Date, zone: string): string => formatWhenIn(instant, zone);

/**
 * Class-booking requests made in the range: new seats in the teacher's classes (demo or paid,
 * session_enrolments created then) and preferred-slot requests addressed to the teacher, newest
 * first, in one query. Times are shown in IST and in the viewer's zone (range.zone).
 */
export async function bookingRequestsReport(db: Db, scope: ReportScope, range: ReportRange) {
  const from = range.start.toISOString();
  const to = range.end.toISOString();
  const teacher = (column: string) =>
    scope.teacherId === null ? sql`true` : sql`${sql.raw(column)} = ${scope.teacherId}`;
  const result = await db.execute(sql`
    select * from (
      select case when e.is_demo then 'demo_booking' else 'paid_booking' end as kind,
        e.id, e.created_at, e.student_id, s.teacher_id, s.starts_at as requested_at,
        e.status = ${SESSION_STATUS.cancelled} as cancelled, '' as note, s.subject_id
      from session_enrolments e join class_sessions s on s.id = e.session_id
      where e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz
        and ${teacher("s.teacher_id")}
      union all
      select 'preferred_slot', p.id, p.created_at, p.student_id, p.teacher_id, p.preferred_at,
        false, p.note, p.subject_id
      from preferred_slot_requests p
      where p.created_at >= ${from}::timestamptz and p.created_at < ${to}::timestamptz
        and ${teacher("p.teacher_id")}
    ) r
    left join lateral (select trim(u.first_name) as student_name
      from users u where u.id = r.student_id) su on true
    left join lateral (select trim(u.first_name || ' ' || u.last_name) as teacher_name
      from users u where u.id = r.teacher_id) tu on true
    left join lateral (select name as subject_name from subjects where id = r.subject_id) sb on true
    order by r.created_at desc, r.kind, r.id`);
  const data: BookingRequestRow[] = rowsOf<{
    kind: BookingRequestKind;
    id: number;
    created_at: string | Date;
    student_id: number | null;
    student_name: string | null;
    teacher_id: number | null;
    teacher_name: string | null;
    subject_name: string | null;
    requested_at: string | Date;
    cancelled: boolean;
    note: string;
  }>(result).map((r) => {
    const at = new Date(r.requested_at);
    return {
      kind: r.kind,
      id: r.id,
      created_at: new Date(r.created_at).toISOString(),
      student_id: r.student_id,
      student_name: r.student_name ?? "Unknown student",
      teacher_id: r.teacher_id,
      teacher_name: r.teacher_name,
      subject_name: r.subject_name,
      requested_at: at.toISOString(),
      requested_ist: timeLabel(at, IST_ZONE),
      requested_local: timeLabel(at, range.zone),
      cancelled: r.cancelled,
      note: r.note,
    };
  });
  const count = (kind: BookingRequestKind) => data.filter((r) => r.kind === kind).length;
  return {
    data,
    summary: {
      total: data.length,
      demo_bookings: count("demo_booking"),
      paid_bookings: count("paid_booking"),
      preferred_slots: count("preferred_slot"),
      cancelled: data.filter((r) => r.cancelled).length,
    },
  };
}

export type BookingRequestsReport = Awaited<ReturnType<typeof bookingRequestsReport>>;
