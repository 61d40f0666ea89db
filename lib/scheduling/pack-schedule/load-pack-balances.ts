import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../../db-rows";
import { packBalances, type PackBalance } from "./pack-balance";

export interface PackSummary extends PackBalance {
  subjectName: string;
  /** The pack's teacher's name (null: any teacher of the subject). */
  teacherName: string | null;
}

/**
 * The student's packs (contracts, summed per subject and teacher) with their classes booked,
 * held and left (see packBalances). `now` splits booked (to come) from held (begun).
 */
export async function loadPackBalances(
  db: Db,
  studentId: number,
  now: Date,
): Promise<PackSummary[]> {
  const at = now.toISOString();
  const [bought, seats] = await Promise.all([
    db.execute(sql`
      select c.subject_id, c.teacher_id, sum(c.total_classes)::int as total, s.name as subject_name,
        nullif(trim(u.first_name || ' ' || u.last_name), '') as teacher_name
      from contracts c join subjects s on s.id = c.subject_id
        left join users u on u.id = c.teacher_id
      where c.student_id = ${studentId}
      group by c.subject_id, c.teacher_id, s.name, u.first_name, u.last_name
      order by s.name, c.teacher_id nulls last`),
    db.execute(sql`
      select c.subject_id, c.teacher_id,
        count(*) filter (where c.starts_at > ${at}::timestamptz)::int as booked,
        count(*) filter (where c.starts_at <= ${at}::timestamptz)::int as held
      from session_enrolments e join class_sessions c on c.id = e.session_id
      where e.student_id = ${studentId} and not e.is_demo and c.subject_id is not null
        and e.status <> ${SESSION_STATUS.cancelled}
      group by c.subject_id, c.teacher_id`),
  ]);
  type Bought = {
    subject_id: number;
    teacher_id: number | null;
    total: number;
    subject_name: string;
    teacher_name: string | null;
  };
  const boughtRows = rowsOf<Bought>(bought);
  const balances = packBalances(
    boughtRows.map((r) => ({ subjectId: r.subject_id, teacherId: r.teacher_id, total: r.total })),
    rowsOf<{ subject_id: number; teacher_id: number; booked: number; held: number }>(seats).map(
      (r) => ({ subjectId: r.subject_id, teacherId: r.teacher_id, booked: r.booked, held: r.held }),
    ),
  );
  return balances.map((b) => {
    const row = boughtRows.find(
      (r) => r.subject_id === b.subjectId && r.teacher_id === b.teacherId,
    );
    return { ...b, subjectName: row?.subject_name ?? "", teacherName: row?.teacher_name ?? null };
  });
}
