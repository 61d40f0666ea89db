import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import { rowsOf } from "../db-rows";

// Who may talk to whom (issue 19, decision 021). A student and a teacher are linked when the student
// has a seat that was not cancelled in one of the teacher's classes, or a contract (a paid pack)
// with the teacher. Everything here reads the database: no list is cached.

const CANCELLED = SESSION_STATUS.cancelled;

/** The linked (student, teacher) pairs, as a SQL fragment over the alias `l(student_id, teacher_id)`. */
const LINKS = sql`(
  select e.student_id, c.teacher_id from session_enrolments e
    join class_sessions c on c.id = e.session_id
   where e.status <> ${CANCELLED}
  union
  select k.student_id, k.teacher_id from contracts k where k.teacher_id is not null
)`;

/** The student accounts of the user's family (the user alone when it has none). */
export async function familyOf(db: Db, studentId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
       where u.id = ${studentId}
          or (u.role = 'student' and u.family_id is not null
              and u.family_id = (select family_id from users where id = ${studentId}))
       order by u.id`),
  );
  return rows.map((r) => Number(r.id));
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Which of `teacherIds` the students are linked with. */
export async function linkedTeachers(
  db: Db,
  studentIds: readonly number[],
  teacherIds?: readonly number[],
): Promise<number[]> {
  if (studentIds.length === 0 || teacherIds?.length === 0) return [];
  const only = teacherIds ? sql`and l.teacher_id in (${idList(teacherIds)})` : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select distinct l.teacher_id as id from ${LINKS} l
       where l.student_id in (${idList(studentIds)}) ${only}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Which of `studentIds` (all when absent) are the teacher's students. */
export async function teacherStudents(
  db: Db,
  teacherId: number,
  studentIds?: readonly number[],
): Promise<number[]> {
  if (studentIds?.length === 0) return [];
  const only = studentIds ? sql`and l.student_id in (${idList(studentIds)})` : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select distinct l.student_id as id from ${LINKS} l
       where l.teacher_id = ${teacherId} ${only}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Students of one of the teacher's classes (a session) or batches (a weekly slot); null: not theirs. */
export async function groupStudents(
  db: Db,
  teacherId: number,
  target: { sessionId: number } | { slotId: number },
): Promise<number[] | null> {
  const owner =
    "sessionId" in target
      ? sql`select teacher_id from class_sessions where id = ${target.sessionId}`
      : sql`select teacher_id from teacher_slots where id = ${target.slotId}`;
  const [row] = rowsOf<{ teacher_id: number }>(await db.execute(owner));
  if (!row || Number(row.teacher_id) !== teacherId) return null;
  const which =
    "sessionId" in target ? sql`c.id = ${target.sessionId}` : sql`c.slot_id = ${target.slotId}`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select distinct e.student_id as id from session_enrolments e
        join class_sessions c on c.id = e.session_id
       where ${which} and c.teacher_id = ${teacherId}
         and e.status <> ${CANCELLED} and c.status <> ${CANCELLED}`),
  );
  return rows.map((r) => Number(r.id));
}

export { idList };
