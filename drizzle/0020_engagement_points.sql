CREATE TABLE "point_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"ref" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_entries_reason" CHECK ("point_entries"."reason" in ('attendance', 'rating', 'survey', 'activity', 'streak', 'adjustment')),
	CONSTRAINT "point_entries_points" CHECK ("point_entries"."points" <> 0)
);
--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_award_key" ON "point_entries" USING btree ("student_id","reason","ref");--> statement-breakpoint
CREATE INDEX "point_entries_student_idx" ON "point_entries" USING btree ("student_id","created_at");