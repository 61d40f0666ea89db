CREATE TYPE "public"."course_unit_kind" AS ENUM('why_us', 'trial_pack', 'how_it_works', 'quiz', 'review', 'basics_desc', 'quiz_result_positive', 'quiz_result_negative');--> statement-breakpoint
CREATE TABLE "course_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer,
	"question" varchar(300) NOT NULL,
	"answer" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_trailers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_trailers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"video_url" text NOT NULL,
	"thumbnail_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"kind" "course_unit_kind" NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"subject_name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_reactions" (
	"student_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"following" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_reactions_student_id_teacher_id_pk" PRIMARY KEY("student_id","teacher_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_path" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "level" varchar(20) DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_faqs" ADD CONSTRAINT "course_faqs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_trailers" ADD CONSTRAINT "course_trailers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_units" ADD CONSTRAINT "course_units_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_interests" ADD CONSTRAINT "student_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reactions" ADD CONSTRAINT "teacher_reactions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reactions" ADD CONSTRAINT "teacher_reactions_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_faqs_course_idx" ON "course_faqs" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE INDEX "course_trailers_course_idx" ON "course_trailers" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE INDEX "course_units_course_idx" ON "course_units" USING btree ("course_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "student_interests_subject_idx" ON "student_interests" USING btree ("subject_name");--> statement-breakpoint
CREATE INDEX "teacher_reactions_teacher_idx" ON "teacher_reactions" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_profiles_search_fts_idx" ON "teacher_profiles" USING gin (to_tsvector('simple', "search_document"));--> statement-breakpoint
CREATE INDEX "teacher_profiles_search_trgm_idx" ON "teacher_profiles" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_profiles_languages_idx" ON "teacher_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "teacher_profiles_price_inr_idx" ON "teacher_profiles" USING btree ("price_inr_minor");--> statement-breakpoint
CREATE INDEX "teacher_profiles_price_usd_idx" ON "teacher_profiles" USING btree ("price_usd_minor");--> statement-breakpoint
CREATE INDEX "teacher_profiles_rating_idx" ON "teacher_profiles" USING btree ("rating");