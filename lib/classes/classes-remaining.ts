import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";

/** A student's purchased classes of one subject (with one teacher, or any teacher). */
export interface RemainingClasses {
  subjectId: number;
  subjectName: string;
  teacherId: number | null;
  total: number;
  used: number;
  remaining: number;
}

/**
 * Classes bought (contracts) against classes used (non-demo classes the student attended), per
 * subject and teacher. A contract without a teacher covers that subject with any teacher.
 */
export async function classesRemaining(db: Db, studentId: number): Promise<RemainingClasses[]> {
  const rows = await db.execute(sql`
    with bought as (
      select subject_id, teacher_id, sum(total_classes - reversed_classes)::int as total
      from contracts where student_id = ${studentId}
      group by subject_id, teacher_id
    )
    select b.subject_id, s.name as subject_name, b.teacher_id, b.total,
      (select count(*)::int from session_enrolments e
         join class_sessions c on c.id = e.session_id
        where e.student_id = ${studentId} and not e.is_demo and e.attended_at is not null
          and c.subject_id = b.subject_id
          and (b.teacher_id is null or c.teacher_id = b.teacher_id
               -- A class a substitute took over during a leave counts for its own teacher's pack.
               or exists (select 1 from leave_rebookings r where r.session_id = c.id
                           and r.outcome = 'substitute' and r.from_teacher_id = b.teacher_id))) as used
    from bought b join subjects s on s.id = b.subject_id
    order by s.name, b.teacher_id nulls last`);
  return rowsOf<{
    subject_id: number;
    subject_name: string;
    teacher_id: number | null;
    total: number;
    used: number;
  }>(rows).map((r) => ({
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    teacherId: r.teacher_id,
    total: r.total,
    used: r.used,
    remaining: Math.max(r.total - r.used, 0),
  }));
}

/**
 * Whether a student may enter a class (spec 1 section 5: joining is blocked when no classes remain,
 * for a paid class; a demo is free). A class already attended may be re-entered (a dropped
 * connection), and a class without a subject is not billed by packs.
 */
export async function mayJoinClass(
  db: Db,
  studentId: number,
  session: { id?: number; isDemo: boolean; subjectId: number | null; teacherId: number },
  alreadyAttended: boolean,
): Promise<boolean> {
  if (session.isDemo || alreadyAttended || session.subjectId === null) return true;
  const subjectId = session.subjectId;
  const rows = await classesRemaining(db, studentId);
  // A class a substitute took over during a leave (lib/teacher/leave) uses its own teacher's pack.
  const coveredFor = session.id === undefined ? [] : await coveredTeachers(db, session.id);
  const left = rows
    .filter((r) => r.subjectId === subjectId)
    .filter(
      (r) =>
        r.teacherId === null ||
        r.teacherId === session.teacherId ||
        coveredFor.includes(r.teacherId),
    )
    .reduce((sum, r) => sum + r.remaining, 0);
  return left > 0;
}

/** The teachers whose class this session was, before a substitute took it over for a leave. */
async function coveredTeachers(db: Db, sessionId: number): Promise<number[]> {
  const rows = await db.execute(sql`
    select from_teacher_id from leave_rebookings
     where session_id = ${sessionId} and outcome = 'substitute'`);
  return rowsOf<{ from_teacher_id: number }>(rows).map((r) => Number(r.from_teacher_id));
}
