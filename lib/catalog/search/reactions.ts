import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { requireRole } from "@/lib/auth/access";
import { notFound } from "@/lib/errors";
import { rowsOf } from "../../db-rows";

export const REACTIONS = ["like", "dislike", "follow", "unfollow"] as const;
export type Reaction = (typeof REACTIONS)[number];

export const UNKNOWN_TEACHER = "No teacher with this id.";

/**
 * A student likes, un-likes ("dislike"), follows or unfollows a teacher: one upsert of
 * teacher_reactions that only touches the flag in question, and only for an active teacher
 * (404 otherwise). Returns both flags as they now stand.
 */
export async function setTeacherReaction(
  db: Db,
  user: SessionUser | null,
  teacherId: number,
  reaction: Reaction,
): Promise<{ liked: boolean; following: boolean }> {
  const student = requireRole(user, "student");
  const column = reaction === "like" || reaction === "dislike" ? "liked" : "following";
  const value = reaction === "like" || reaction === "follow";
  const rows = rowsOf<{ liked: boolean; following: boolean }>(
    await db.execute(sql`
      insert into teacher_reactions (student_id, teacher_id, liked, following, updated_at)
      select ${student.id}, tp.user_id,
             ${column === "liked" ? value : false}, ${column === "following" ? value : false}, now()
        from teacher_profiles tp
        join users u on u.id = tp.user_id
       where tp.user_id = ${teacherId} and u.is_active and u.role = 'teacher'
      on conflict (student_id, teacher_id) do update
         set ${sql.raw(column)} = excluded.${sql.raw(column)}, updated_at = now()
      returning liked, following
    `),
  );
  const row = rows[0];
  if (!row) throw notFound(UNKNOWN_TEACHER);
  return { liked: Boolean(row.liked), following: Boolean(row.following) };
}
