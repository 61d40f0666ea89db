import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";

/** A class that needs another teacher. */
export interface ClassToCover {
  sessionId: number;
  teacherId: number;
  subjectId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Teachers who could take a class instead of its teacher, best first (decision 031): they teach
 * the class's subject, they are not its teacher, their weekly availability (teacher_slots, in
 * their own zone) covers the whole class, they have no active class overlapping it, and they are
 * not on leave that day. The least busy in the surrounding fortnight comes first, so cover is
 * spread. The exclusion constraint on class_sessions stays the final word on double booking.
 */
export async function substituteCandidates(tx: Db, c: ClassToCover, limit = 5): Promise<number[]> {
  const start = c.startsAt.toISOString();
  const end = c.endsAt.toISOString();
  const rows = await tx.execute(sql`
    select tp.user_id as id
      from teacher_profiles tp
      join teacher_subjects ts on ts.teacher_id = tp.user_id and ts.subject_id = ${c.subjectId}
      join users u on u.id = tp.user_id
     where tp.user_id <> ${c.teacherId}
       and not exists (
         select 1 from class_sessions o
          where o.teacher_id = tp.user_id and o.status <> 5
            and o.during && tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)'))
       and not exists (
         select 1 from teacher_leave_days d
          where d.teacher_id = tp.user_id and d.status = 1
            and d.leave_date = (${start}::timestamptz at time zone u.time_zone)::date)
       and exists (
         select 1 from teacher_slots s
          where s.teacher_id = tp.user_id and s.is_active
            and s.day_of_week = extract(dow from ${start}::timestamptz at time zone u.time_zone)
            and s.start_time <= (${start}::timestamptz at time zone u.time_zone)::time
            and s.start_time + make_interval(mins => s.duration_minutes::int)
                >= (${end}::timestamptz at time zone u.time_zone)::time
            and s.start_time + make_interval(mins => s.duration_minutes::int) > s.start_time)
     order by (
         select count(*) from class_sessions b
          where b.teacher_id = tp.user_id and b.status <> 5
            and b.starts_at between ${start}::timestamptz - interval '7 days'
                                and ${start}::timestamptz + interval '7 days'),
       tp.user_id
     limit ${limit}`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}
