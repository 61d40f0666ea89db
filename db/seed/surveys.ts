import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "../../lib/db-rows";
import { SURVEY_OPTIONS } from "../../lib/engagement/survey/options";
import { classSurveys } from "../schema";

/**
 * Demo class surveys (issue 22, decision 027): the survey answers of the demo teacher's other
 * students for their attended classes more than a day old, so the teacher's survey report shows
 * results on a fresh install, each with its survey points in the ledger. The demo student and
 * sibling are left unasked: their latest attended class offers the survey on their dashboard.
 * Deterministic: the answer follows the seat's order.
 */
const RATINGS = [5, 4, 5, 3, 4, 5, 2, 5, 4, 4];
const REMARKS: Record<string, string> = {
  too_hard: "The chord changes were fast for me.",
  tech_trouble: "My sound dropped for a minute.",
  other: "Can we play a film song next time?",
};

export async function seedSurveys(
  tx: Db,
  input: { teacherId: number; skipStudentIds: number[]; now: Date },
) {
  const seats = rowsOf<{ session_id: number; student_id: number; starts_at: string }>(
    await tx.execute(sql`
      select e.session_id, e.student_id, e.starts_at
      from session_enrolments e join class_sessions s on s.id = e.session_id
      where s.teacher_id = ${input.teacherId} and e.attended_at is not null
        and e.starts_at < ${new Date(input.now.getTime() - 86_400_000).toISOString()}::timestamptz
        and e.student_id not in (${sql.join(
          [0, ...input.skipStudentIds].map((id) => sql`${id}`),
          sql`, `,
        )})
      order by e.starts_at, e.student_id`),
  );
  const rows = seats
    // About four in five answer.
    .filter((_, i) => i % 5 !== 4)
    .map((seat, i) => {
      const option = SURVEY_OPTIONS[i % SURVEY_OPTIONS.length]!;
      const answeredAt = new Date(new Date(seat.starts_at).getTime() + 70 * 60_000);
      return {
        sessionId: seat.session_id,
        studentId: seat.student_id,
        teacherId: input.teacherId,
        rating: RATINGS[i % RATINGS.length]!,
        feedback: option.value,
        remarks: option.remarks ? (REMARKS[option.value] ?? "See you next class.") : null,
        answeredAt,
        closedAt: answeredAt,
        pointsAwarded: 0,
        createdAt: answeredAt,
      };
    });
  if (rows.length > 0) await tx.insert(classSurveys).values(rows);
  return rows.length;
}

/** The survey points the seeded answers earned (run after the points rules are seeded). */
export async function seedSurveyPoints(tx: Db, points: number) {
  await tx.execute(sql`
    insert into point_entries (student_id, points, reason, ref, created_at)
    select c.student_id, ${points}, 'survey', 'session:' || c.session_id, c.closed_at
    from class_surveys c where c.closed_at is not null and c.answered_at is not null
    on conflict do nothing`);
  await tx.execute(sql`
    update class_surveys c set points_awarded = ${points}
    where c.closed_at is not null and c.answered_at is not null`);
}

export async function countSurveyRows(db: Db) {
  return { classSurveys: await db.$count(classSurveys) };
}
