DROP INDEX "teacher_profiles_search_fts_idx";--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_document)) STORED;--> statement-breakpoint
CREATE INDEX "users_active_teachers_idx" ON "users" USING btree ("id") WHERE "users"."is_active" and "users"."role" = 'teacher';--> statement-breakpoint
CREATE INDEX "teacher_profiles_search_tsv_idx" ON "teacher_profiles" USING gin ("search_tsv");