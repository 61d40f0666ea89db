import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../../db-rows";

/**
 * What a family reads on a public teacher page to judge a teacher (issue 26), every figure
 * computed in SQL from the records (decision 034 defines each):
 * - lessons taught: the teacher's classes held (class_sessions.status 3), ever;
 * - attendance rate: of the teacher's classes due in the last 365 days that were held, missed
 *   (status 4) or cancelled by the teacher (cancelled_by 2), the share held; shown from
 *   STATS_MIN.attendance such classes, else "New teacher";
 * - response time: the median, over the last 90 days, of how long the teacher took to answer a
 *   family's one-to-one chat message (the teacher's first one-to-one message to that person at or
 *   after it); shown from STATS_MIN.responses answered messages;
 * - verified identity: the teacher's KYC was approved (teacher_kyc.status).
 */
export const STATS_MIN = { attendance: 5, responses: 3 } as const;

const DAY_MS = 86_400_000;

export interface TeacherStats {
  lessonsTaught: number;
  /** 0–100, null when too few classes were due. */
  attendancePct: number | null;
  /** Minutes, null when too few messages were answered. */
  responseMinutes: number | null;
  identityVerified: boolean;
}

interface StatsRow {
  lessons_taught: number | string;
  held: number | string;
  due: number | string;
  answered: number | string;
  response_minutes: number | string | null;
  verified: boolean;
}

export async function loadTeacherStats(
  db: Db,
  teacherId: number,
  now: Date,
): Promise<TeacherStats> {
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  const quarterAgo = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  const at = now.toISOString();
  const [row] = rowsOf<StatsRow>(
    await db.execute(sql`
      with due as (
        select s.status from class_sessions s
        where s.teacher_id = ${teacherId}
          and s.starts_at >= ${yearAgo}::timestamptz and s.starts_at < ${at}::timestamptz
          and (s.status in (3, 4) or (s.status = 5 and s.cancelled_by = 2))
      ),
      asked as (
        select m.sender_id, m.created_at,
          (select min(r.created_at) from chat_messages r
            join chat_recipients rr on rr.message_id = r.id and rr.user_id = m.sender_id
            where r.sender_id = ${teacherId} and r.msg_type = 'single'
              and r.created_at >= m.created_at and r.created_at < ${at}::timestamptz) as replied_at
        from chat_messages m
        join chat_recipients mr on mr.message_id = m.id and mr.user_id = ${teacherId}
        where m.msg_type = 'single' and m.sender_id <> ${teacherId}
          and m.created_at >= ${quarterAgo}::timestamptz and m.created_at < ${at}::timestamptz
      )
      select
        (select count(*) from class_sessions s
          where s.teacher_id = ${teacherId} and s.status = 3) as lessons_taught,
        (select count(*) filter (where status = 3) from due) as held,
        (select count(*) from due) as due,
        (select count(*) from asked where replied_at is not null) as answered,
        (select percentile_cont(0.5) within group (
            order by extract(epoch from replied_at - created_at) / 60)
          from asked where replied_at is not null) as response_minutes,
        exists (select 1 from teacher_kyc k
          where k.teacher_id = ${teacherId} and k.status = 'approved') as verified
    `),
  );
  const due = Number(row!.due);
  const answered = Number(row!.answered);
  return {
    lessonsTaught: Number(row!.lessons_taught),
    attendancePct: due >= STATS_MIN.attendance ? Math.round((Number(row!.held) * 100) / due) : null,
    responseMinutes:
      answered >= STATS_MIN.responses && row!.response_minutes !== null
        ? Math.max(1, Math.round(Number(row!.response_minutes)))
        : null,
    identityVerified: row!.verified === true || String(row!.verified) === "true",
  };
}

/** "within 1 hour", "within 3 hours", "within a day", "within 2 days". */
export function responseTimeText(minutes: number): string {
  if (minutes <= 60) return "within 1 hour";
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? "within a day" : `within ${days} days`;
}

/** A learner's age band as the profile shows it: "Learner aged 8–10"; "Learner" when unknown. */
export function ageBandText(age: number | null): string {
  if (age === null || !Number.isFinite(age) || age < 1) return "Learner";
  if (age >= 18) return "Adult learner";
  const bands: [number, number][] = [
    [4, 7],
    [8, 10],
    [11, 13],
    [14, 17],
  ];
  const band = bands.find(([lo, hi]) => age >= lo && age <= hi);
  return band ? `Learner aged ${band[0]}–${band[1]}` : "Learner";
}
