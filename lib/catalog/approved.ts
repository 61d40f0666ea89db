import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Only listed teachers are in search, public pages, the sitemap and bookable (decisions 030, 038):
 * an admin approved the application (teacher_reviews) and the teacher completed the teaching
 * profile and set a price. An applicant (no review or pending), a rejected teacher and an approved
 * one with a draft profile are not. (Deactivated accounts are left out by each caller's
 * `is_active` condition.)
 */
export const listedTeacher = (teacherId: AnyPgColumn | SQL): SQL =>
  sql`exists (select 1 from teacher_reviews tr join teacher_profiles ltp on ltp.user_id = tr.teacher_id where tr.teacher_id = ${teacherId} and tr.status = 'approved' and ltp.completed_at is not null and ltp.price_set_at is not null)`;
