import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Only teachers an admin approved (teacher_reviews, decision 030) are listed in search and public
 * pages and can be booked: an applicant (no review or pending) and a rejected teacher are not.
 */
export const approvedTeacher = (teacherId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from teacher_reviews tr where tr.teacher_id = ${teacherId} and tr.status = 'approved')`;
