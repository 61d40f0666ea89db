import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SESSION_STATUS } from "@/db/schema";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import { viewerTime } from "../scheduling/booking/format";
import { studentTeacherListCall, teacherChatStudentListCall } from "./calls";

const DAY = 86_400_000;

/** The student chat page: the family's teachers with unread counts. */
export async function loadStudentChat(db: Db, user: SessionUser) {
  return { people: (await studentTeacherListCall(db, user)).teachers };
}

/**
 * The teacher chat page: the students, and the classes of the last week and the next month that
 * have students (group messages), labelled in the teacher's zone.
 */
export async function loadTeacherChat(db: Db, user: SessionUser, now: Date) {
  const [{ data }, rows] = await Promise.all([
    teacherChatStudentListCall(db, user),
    db.execute(sql`
      select c.id, c.starts_at, coalesce(s.name, 'Class') as subject, u.time_zone,
             (select count(*)::int from session_enrolments e
               where e.session_id = c.id and e.status <> ${SESSION_STATUS.cancelled}) as students
        from class_sessions c
        join users u on u.id = c.teacher_id
        left join subjects s on s.id = c.subject_id
       where c.teacher_id = ${user.id} and c.status <> ${SESSION_STATUS.cancelled}
         and c.starts_at between ${new Date(now.getTime() - 7 * DAY).toISOString()}
                             and ${new Date(now.getTime() + 30 * DAY).toISOString()}
       order by c.starts_at
       limit 20`),
  ]);
  const classes = rowsOf<{
    id: number;
    starts_at: string | Date;
    subject: string;
    time_zone: string;
    students: number;
  }>(rows)
    .filter((r) => Number(r.students) > 0)
    .map((r) => {
      const when = viewerTime(new Date(r.starts_at), r.time_zone);
      const n = Number(r.students);
      return {
        id: Number(r.id),
        label: `${r.subject}, ${when.dateLabel} ${when.timeText} (${n} student${n === 1 ? "" : "s"})`,
      };
    });
  return { people: data, classes };
}
