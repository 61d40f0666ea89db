CREATE TABLE "class_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"external_id" varchar(200) NOT NULL,
	"join_url" text NOT NULL,
	"host_url" text NOT NULL,
	"licence_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	"licence_until" timestamp with time zone NOT NULL,
	"holds" "tstzrange" GENERATED ALWAYS AS (tstzrange(started_at, licence_until, '[)')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_meetings_licence_order" CHECK ("class_meetings"."licence_until" >= "class_meetings"."started_at")
);
--> statement-breakpoint
CREATE TABLE "class_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_ratings_rating" CHECK ("class_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contract_problem_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_problem_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"contract_id" integer,
	"problem" varchar(600) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_problem_reports_text" CHECK (length(btrim("contract_problem_reports"."problem")) > 0)
);
--> statement-breakpoint
CREATE TABLE "missing_student_notices" (
	"enrolment_id" integer PRIMARY KEY NOT NULL,
	"count" smallint NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missing_student_notices_cap" CHECK ("missing_student_notices"."count" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "recording_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recording_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"marks" smallint NOT NULL,
	"awarded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_marks_positive" CHECK ("student_marks"."marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "video_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(20) DEFAULT 'zoom' NOT NULL,
	"host_user" varchar(160) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_by" smallint;--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD COLUMN "cancelled_by" smallint;--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD COLUMN "cancel_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "class_meetings" ADD CONSTRAINT "class_meetings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_meetings" ADD CONSTRAINT "class_meetings_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_meetings" ADD CONSTRAINT "class_meetings_licence_id_video_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."video_licences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_ratings" ADD CONSTRAINT "class_ratings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_ratings" ADD CONSTRAINT "class_ratings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_ratings" ADD CONSTRAINT "class_ratings_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_problem_reports" ADD CONSTRAINT "contract_problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_problem_reports" ADD CONSTRAINT "contract_problem_reports_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_student_notices" ADD CONSTRAINT "missing_student_notices_enrolment_id_session_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."session_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_requests" ADD CONSTRAINT "recording_requests_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_requests" ADD CONSTRAINT "recording_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_marks" ADD CONSTRAINT "student_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_meetings_session_key" ON "class_meetings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "class_meetings_teacher_idx" ON "class_meetings" USING btree ("teacher_id","started_at");--> statement-breakpoint
CREATE INDEX "class_meetings_licence_idx" ON "class_meetings" USING btree ("licence_id","licence_until");--> statement-breakpoint
CREATE UNIQUE INDEX "class_ratings_session_student_key" ON "class_ratings" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "class_ratings_teacher_idx" ON "class_ratings" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_problem_reports_user_idx" ON "contract_problem_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recording_requests_session_student_key" ON "recording_requests" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_marks_daily_key" ON "student_marks" USING btree ("student_id","type","awarded_on");--> statement-breakpoint
CREATE UNIQUE INDEX "video_licences_host_key" ON "video_licences" USING btree ("provider","host_user");--> statement-breakpoint
CREATE INDEX "session_enrolments_session_idx" ON "session_enrolments" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_cancelled_by" CHECK ("class_sessions"."cancelled_by" between 1 and 3);--> statement-breakpoint
ALTER TABLE "session_enrolments" ADD CONSTRAINT "session_enrolments_cancelled_by" CHECK ("session_enrolments"."cancelled_by" between 1 and 3);