-- No teacher holds two active sessions that overlap, and no student two active enrolments that
-- overlap (status 5 = cancelled never counts). drizzle-kit cannot express exclusion constraints,
-- so they live in this hand-written migration; btree_gist (migration 0000) lets "=" join "&&".
ALTER TABLE "class_sessions"
  ADD CONSTRAINT "class_sessions_teacher_no_overlap"
  EXCLUDE USING gist ("teacher_id" WITH =, "during" WITH &&) WHERE ("status" <> 5);
--> statement-breakpoint
ALTER TABLE "session_enrolments"
  ADD CONSTRAINT "session_enrolments_student_no_overlap"
  EXCLUDE USING gist ("student_id" WITH =, "during" WITH &&) WHERE ("status" <> 5);
