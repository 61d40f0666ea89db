import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "../db-rows";

export interface TeacherReview {
  id: number;
  rating: number;
  comment: string;
  createdAt: string;
  /** The learner's age when they wrote it (from the date of birth, else the declared age). */
  learnerAge: number | null;
  reply: { body: string; createdAt: string } | null;
}

interface ReviewRow {
  id: number;
  rating: number;
  comment: string;
  created_at: string | Date;
  learner_age: number | string | null;
  reply_body: string | null;
  reply_at: string | Date | null;
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The written reviews of a teacher, newest first, with the teacher's reply. No learner's name or
 * anything else personal: only the age band (computed by the page) and the date.
 */
export async function loadTeacherReviews(
  db: Db,
  teacherId: number,
  limit = 10,
): Promise<TeacherReview[]> {
  const rows = rowsOf<ReviewRow>(
    await db.execute(sql`
      select r.id, r.rating, r.comment, r.created_at,
        coalesce(extract(year from age(r.created_at::date, u.dob::date))::int, u.age) as learner_age,
        p.body as reply_body, p.created_at as reply_at
      from class_ratings r
      join users u on u.id = r.student_id
      left join review_replies p on p.rating_id = r.id
      where r.teacher_id = ${teacherId} and r.comment is not null
      order by r.created_at desc, r.id desc
      limit ${limit}
    `),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    rating: Number(r.rating),
    comment: r.comment,
    createdAt: iso(r.created_at),
    learnerAge: r.learner_age === null ? null : Number(r.learner_age),
    reply: r.reply_body && r.reply_at ? { body: r.reply_body, createdAt: iso(r.reply_at) } : null,
  }));
}
