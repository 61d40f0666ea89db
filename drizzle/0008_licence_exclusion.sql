-- A video licence hosts one meeting at a time: no two meetings on one licence may hold it over
-- overlapping times (holds = [started_at, licence_until)). Hand-written: drizzle-kit cannot
-- express exclusion constraints; btree_gist (migration 0000) lets "=" join "&&".
ALTER TABLE "class_meetings"
  ADD CONSTRAINT "class_meetings_licence_no_overlap"
  EXCLUDE USING gist ("licence_id" WITH =, "holds" WITH &&) WHERE ("licence_id" IS NOT NULL);
