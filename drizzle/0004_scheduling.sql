CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"subject_id" integer,
	"name" varchar(120) NOT NULL,
	"stamp_id" integer,
	"other_curriculum" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"slot_id" integer,
	"subject_id" integer,
	"course_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"enrolled_count" smallint DEFAULT 0 NOT NULL,
	"title" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_time_order" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at"),
	CONSTRAINT "class_sessions_status" CHECK ("class_sessions"."status" between 1 and 5),
	CONSTRAINT "class_sessions_capacity" CHECK ("class_sessions"."enrolled_count" between 0 and "class_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "click_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_id" smallint NOT NULL,
	"click_id" varchar(120),
	"student_id" integer,
	"enrolment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculum_stamps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "curriculum_stamps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferred_slot_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preferred_slot_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer,
	"teacher_id" integer,
	"subject_id" integer,
	"preferred_at" timestamp with time zone NOT NULL,
	"note" varchar(600) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"student_level" varchar(20) DEFAULT 'no' NOT NULL,
	"source_id" smallint,
	"click_id" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_enrolments_time_order" CHECK ("session_enrolments"."ends_at" > "session_enrolments"."starts_at"),
	CONSTRAINT "session_enrolments_status" CHECK ("session_enrolments"."status" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "teacher_offers" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"pack_name" varchar(80) NOT NULL,
	"class_count" smallint NOT NULL,
	"price_inr_minor" integer NOT NULL,
	"price_usd_minor" integer NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"duration_minutes" smallint DEFAULT 60 NOT NULL,
	"is_demo_slot" boolean DEFAULT false NOT NULL,
	"capacity" smallint DEFAULT 1 NOT NULL,
	"subject_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_slots_day" CHECK ("teacher_slots"."day_of_week" between 0 and 6),
	CONSTRAINT "teacher_slots_duration" CHECK ("teacher_slots"."duration_minutes" between 15 and 240),
	CONSTRAINT "teacher_slots_capacity" CHECK ("teacher_slots"."capacity" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_stamp_id_curriculum_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."curriculum_stamps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_slot_id_teacher_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."teacher_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_enrolment_id_session_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."session_enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_slot_requests" ADD CONSTRAINT "preferred_slot_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_slot_requests" ADD CONSTRAINT "preferred_slot_requests_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_slot_requests" ADD CONSTRAINT "preferred_slot_requests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD CONSTRAINT "session_enrolments_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD CONSTRAINT "session_enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_offers" ADD CONSTRAINT "teacher_offers_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_slots" ADD CONSTRAINT "teacher_slots_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_slots" ADD CONSTRAINT "teacher_slots_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_teacher_idx" ON "batches" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "class_sessions_teacher_time_idx" ON "class_sessions" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_slot_time_idx" ON "class_sessions" USING btree ("slot_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_slot_start_key" ON "class_sessions" USING btree ("slot_id","starts_at") WHERE "class_sessions"."slot_id" is not null and "class_sessions"."status" <> 5;--> statement-breakpoint
CREATE INDEX "click_events_source_idx" ON "click_events" USING btree ("source_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_stamps_name_key" ON "curriculum_stamps" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "session_enrolments_active_key" ON "session_enrolments" USING btree ("session_id","student_id") WHERE "session_enrolments"."status" <> 5;--> statement-breakpoint
CREATE UNIQUE INDEX "session_enrolments_one_free_demo" ON "session_enrolments" USING btree ("student_id") WHERE "session_enrolments"."is_demo" and "session_enrolments"."status" <> 5;--> statement-breakpoint
CREATE INDEX "session_enrolments_student_time_idx" ON "session_enrolments" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_slots_active_time_key" ON "teacher_slots" USING btree ("teacher_id","day_of_week","start_time") WHERE "teacher_slots"."is_active";--> statement-breakpoint
CREATE INDEX "teacher_slots_teacher_idx" ON "teacher_slots" USING btree ("teacher_id","day_of_week");