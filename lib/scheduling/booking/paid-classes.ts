import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS, users } from "@/db/schema";
import { rowsOf } from "../../db-rows";

/**
 * Locks the student's row until the booking's transaction ends, so one student's paid bookings
 * (which count their pack classes before taking a seat) run one after another.
 */
export async function lockStudent(tx: Db, studentId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("update");
}

/**
 * Whether the student's packs of the subject (contracts) cover every paid seat they hold in it
 * that is not cancelled (booked, held or missed: each spends a class). A contract with a teacher
 * covers that teacher's classes; one without covers the subject with any teacher. So the seats with
 * a teacher beyond that teacher's own classes must fit in the any-teacher classes (an exact test:
 * each teacher's overflow can only go there). Call it after the seat is taken, under lockStudent.
 */
export async function paidSeatsCovered(
  tx: Db,
  studentId: number,
  subjectId: number,
): Promise<boolean> {
  const result = await tx.execute(sql`
    with bought as (
      select teacher_id, sum(total_classes - reversed_classes)::int as total
      from contracts where student_id = ${studentId} and subject_id = ${subjectId}
      group by teacher_id
    ), booked as (
      select c.teacher_id, count(*)::int as seats
      from session_enrolments e join class_sessions c on c.id = e.session_id
      where e.student_id = ${studentId} and not e.is_demo
        and e.status <> ${SESSION_STATUS.cancelled} and c.subject_id = ${subjectId}
      group by c.teacher_id
    )
    select
      coalesce((select total from bought where teacher_id is null), 0)::int as any_teacher,
      coalesce(sum(greatest(b.seats - coalesce(t.total, 0), 0)), 0)::int as overflow
    from booked b left join bought t on t.teacher_id = b.teacher_id`);
  const [row] = rowsOf<{ any_teacher: number; overflow: number }>(result);
  return Number(row?.overflow ?? 0) <= Number(row?.any_teacher ?? 0);
}
