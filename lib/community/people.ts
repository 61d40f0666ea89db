import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { SessionUser } from "../auth/session-user";
import { rowsOf } from "../db-rows";
import type { CommunityAuthor } from "./types";

/** Who looks at the community: a signed-in user, or a logged-out visitor (null). */
export type Viewer = SessionUser | null;

/** An author as a row carries them: names, role and the family's public consent. */
export interface AuthorRow {
  id: number;
  first_name: string;
  last_name: string;
  role: string;
  consent: boolean | null;
}

/**
 * The name a viewer may see (decision 032): a student whose family has not given public consent
 * is "First L." to everyone but themselves and admins; teachers and consenting families: full name.
 */
export function authorOf(row: AuthorRow, viewer: Viewer): CommunityAuthor {
  const id = Number(row.id);
  const full = `${row.first_name} ${row.last_name}`.trim();
  const shortened =
    row.role === "student" && !row.consent && viewer?.id !== id && viewer?.role !== "admin";
  const initial = row.last_name.trim().charAt(0);
  return {
    id,
    name: shortened ? `${row.first_name}${initial ? ` ${initial.toUpperCase()}.` : ""}` : full,
    role: row.role,
  };
}

/** SQL: the consent flag of the author `u` (a users alias); false without a row. */
export const consentOf = (alias: string) =>
  sql.raw(
    `coalesce((select c.public_consent from community_consents c where c.family_id = ${alias}.family_id), false)`,
  );

/**
 * "Their teacher" (decision 032): a teacher with a class session the student is (or was) enrolled
 * in and did not cancel.
 */
export async function teachesStudent(
  db: Db,
  teacherId: number,
  studentId: number,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from session_enrolments e join class_sessions s on s.id = e.session_id
       where e.student_id = ${studentId} and s.teacher_id = ${teacherId} and e.status <> 5
       limit 1`),
  );
  return rows.length > 0;
}

/** May this user moderate posts of this author? Admins always; teachers for their students. */
export async function mayModerate(db: Db, user: SessionUser, authorId: number): Promise<boolean> {
  if (user.role === "admin") return true;
  if (user.role !== "teacher") return false;
  return teachesStudent(db, user.id, authorId);
}

/**
 * Who publishes to the community without review (decisions 032, 040): an admin, and a teacher an
 * admin approved (teacher_reviews). Children (students), teacher applicants (pending, rejected or
 * never reviewed) and every other role are held for a moderator.
 */
export async function publishesAtOnce(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role === "admin") return true;
  if (user.role !== "teacher") return false;
  const rows = rowsOf(
    await db.execute(sql`
      select 1 from teacher_reviews where teacher_id = ${user.id} and status = 'approved'`),
  );
  return rows.length > 0;
}
