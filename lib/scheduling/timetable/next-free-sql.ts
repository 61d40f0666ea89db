import { sql, type SQL } from "drizzle-orm";
import { LEAVE_STATUS, SESSION_STATUS } from "@/db/schema";
import { DEMO_WINDOW_DAYS, LONGEST_CLASS_HOURS } from "../availability/schemas";

/**
 * Every teacher's next free demo time, as a derived table `(teacher_id, next_free_at)`: the same
 * rule as the profile's "Next free demo times" (`loadNextFreeTimes` in ./next-free-times.ts over
 * getTeacherTimetable's entries), for a
 * visitor: an active demo slot's occurrence on the teacher's local dates (users.time_zone, DST by
 * Postgres's IANA rules), starting after `now` and within the horizon, whose class is not full
 * (an active class with enrolled_count >= capacity), has not started or ended, and was not cancelled (a cancelled class and no
 * active one at that time), at which the teacher has no other class, and not on an active leave day of the teacher (a day withdrawn from a leave is free again). Teachers without one
 * have no row. One pass over the active demo slots, grouped; no subquery per search row.
 * tests/integration/search-next-free.test.ts checks it against the profile's rule.
 */
export function nextFreeDemoTimes(now: Date): SQL {
  const at = now.toISOString();
  const cancelled = SESSION_STATUS.cancelled;
  const scheduled = SESSION_STATUS.scheduled;
  return sql`(select s.teacher_id, min(o.starts_at) as next_free_at
      from teacher_slots s
      join users su on su.id = s.teacher_id
      cross join lateral (
        select d.d as local_date, (d.d + s.start_time) at time zone su.time_zone as starts_at
          from (select (${at}::timestamptz at time zone su.time_zone)::date + g.n as d
                  from generate_series(0, ${DEMO_WINDOW_DAYS}) g(n)) d
         where extract(dow from d.d) = s.day_of_week) o
     where s.is_active and s.is_demo_slot
       and o.starts_at > ${at}::timestamptz
       and o.starts_at < ${at}::timestamptz + make_interval(days => ${DEMO_WINDOW_DAYS})
       and not exists (
         select 1 from class_sessions cs
          where cs.slot_id = s.id and cs.starts_at = o.starts_at
            and case when cs.status = ${cancelled}
                     then not exists (select 1 from class_sessions a
                                       where a.slot_id = s.id and a.starts_at = o.starts_at
                                         and a.status <> ${cancelled})
                     else cs.status <> ${scheduled} or cs.enrolled_count >= cs.capacity end)
       and not exists (
         select 1 from class_sessions b
          where b.teacher_id = s.teacher_id and b.status <> ${cancelled}
            and b.starts_at < o.starts_at + make_interval(mins => s.duration_minutes)
            and b.starts_at > o.starts_at - make_interval(hours => ${LONGEST_CLASS_HOURS})
            and b.ends_at > o.starts_at
            and not (b.slot_id is not distinct from s.id and b.starts_at = o.starts_at))
       and not exists (
         select 1 from teacher_leave_days l
          where l.teacher_id = s.teacher_id and l.status = ${LEAVE_STATUS.active}
            and l.leave_date = o.local_date)
     group by s.teacher_id)`;
}
