CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "holidays_order" CHECK ("holidays"."ends_on" >= "holidays"."starts_on")
);
--> statement-breakpoint
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
CREATE TABLE "showcase_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showcase_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"course_id" integer,
	"title" varchar(120) NOT NULL,
	"description" varchar(600) DEFAULT '' NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "showcase_items_status" CHECK ("showcase_items"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "showcase_items_approved_at" CHECK (("showcase_items"."status" = 'approved') = ("showcase_items"."approved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "story_characters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_characters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"story" varchar(600) NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"unlock_points" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "story_characters_unlock" CHECK ("story_characters"."unlock_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"rating" smallint,
	"feedback" varchar(20),
	"remarks" text,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_surveys_rating" CHECK ("class_surveys"."rating" is null or "class_surveys"."rating" between 1 and 5),
	CONSTRAINT "class_surveys_remarks_length" CHECK ("class_surveys"."remarks" is null or length("class_surveys"."remarks") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "unsubscribes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unsubscribes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact" varchar(254) NOT NULL,
	"type" varchar(10) NOT NULL,
	"reason" varchar(60) NOT NULL,
	"comment" text,
	"source" varchar(12) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unsubscribes_type" CHECK ("unsubscribes"."type" in ('email', 'mobile')),
	CONSTRAINT "unsubscribes_source" CHECK ("unsubscribes"."source" in ('form', 'one-click'))
);
--> statement-breakpoint
CREATE TABLE "weekly_digests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_digests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_surveys" ADD CONSTRAINT "class_surveys_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_surveys" ADD CONSTRAINT "class_surveys_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_surveys" ADD CONSTRAINT "class_surveys_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_start_name_key" ON "holidays" USING btree ("starts_on","name");--> statement-breakpoint
CREATE INDEX "holidays_ends_idx" ON "holidays" USING btree ("ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_award_key" ON "point_entries" USING btree ("student_id","reason","ref");--> statement-breakpoint
CREATE INDEX "point_entries_student_idx" ON "point_entries" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "showcase_items_approved_idx" ON "showcase_items" USING btree ("approved_at") WHERE "showcase_items"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "story_characters_slug_key" ON "story_characters" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "class_surveys_session_student_key" ON "class_surveys" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "class_surveys_teacher_idx" ON "class_surveys" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unsubscribes_contact_key" ON "unsubscribes" USING btree ("contact");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_digests_family_week_key" ON "weekly_digests" USING btree ("family_id","week_start");