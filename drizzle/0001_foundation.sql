CREATE TYPE "public"."user_role" AS ENUM('student', 'teacher', 'admin');--> statement-breakpoint
CREATE TYPE "public"."course_type" AS ENUM('group', 'individual');--> statement-breakpoint
CREATE TYPE "public"."teacher_subject_kind" AS ENUM('primary', 'secondary');--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" "user_role" NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) DEFAULT '' NOT NULL,
	"email" varchar(254),
	"mobile" varchar(15),
	"country_code" varchar(5) DEFAULT '+91' NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Asia/Kolkata' NOT NULL,
	"referral_code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_digits" CHECK ("users"."mobile" is null or "users"."mobile" ~ '^[0-9]{6,15}$'),
	CONSTRAINT "users_country_code_format" CHECK ("users"."country_code" ~ '^\+[0-9]{1,4}$'),
	CONSTRAINT "users_email_has_at" CHECK ("users"."email" is null or position('@' in "users"."email") > 1),
	CONSTRAINT "users_reachable" CHECK ("users"."email" is not null or "users"."mobile" is not null)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stream_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"short_description" varchar(280) NOT NULL,
	"description" text NOT NULL,
	"type" "course_type" DEFAULT 'individual' NOT NULL,
	"age_min" smallint DEFAULT 4 NOT NULL,
	"age_max" smallint DEFAULT 99 NOT NULL,
	"from_price_inr_minor" integer NOT NULL,
	"from_price_usd_minor" integer NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_format" CHECK ("courses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "courses_age_range" CHECK ("courses"."age_min" >= 0 and "courses"."age_max" >= "courses"."age_min"),
	CONSTRAINT "courses_prices_positive" CHECK ("courses"."from_price_inr_minor" > 0 and "courses"."from_price_usd_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "streams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "streams_slug_format" CHECK ("streams"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stream_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"code" varchar(16) NOT NULL,
	CONSTRAINT "subjects_slug_format" CHECK ("subjects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"headline" varchar(140) NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"experience_years" smallint DEFAULT 0 NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_inr_minor" integer NOT NULL,
	"price_usd_minor" integer NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"avatar_path" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_profiles_experience" CHECK ("teacher_profiles"."experience_years" between 0 and 70),
	CONSTRAINT "teacher_profiles_prices" CHECK ("teacher_profiles"."price_inr_minor" > 0 and "teacher_profiles"."price_usd_minor" > 0),
	CONSTRAINT "teacher_profiles_rating" CHECK ("teacher_profiles"."rating" between 0 and 5),
	CONSTRAINT "teacher_profiles_rating_count" CHECK ("teacher_profiles"."rating_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_subjects" (
	"teacher_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"kind" "teacher_subject_kind" NOT NULL,
	CONSTRAINT "teacher_subjects_teacher_id_subject_id_pk" PRIMARY KEY("teacher_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_name" varchar(80) NOT NULL,
	"author_context" varchar(120) NOT NULL,
	"body" varchar(600) NOT NULL,
	"rating" smallint NOT NULL,
	"course_id" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "testimonials_rating" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"iso2" varchar(2) NOT NULL,
	"dial_code" varchar(5) NOT NULL,
	"region" varchar(40) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"offer_percentage" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	CONSTRAINT "countries_iso2_format" CHECK ("countries"."iso2" ~ '^[A-Z]{2}$'),
	CONSTRAINT "countries_dial_code_format" CHECK ("countries"."dial_code" ~ '^\+[0-9]{1,4}$'),
	CONSTRAINT "countries_offer_range" CHECK ("countries"."offer_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"source" varchar(40) DEFAULT 'footer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_role_email_key" ON "users" USING btree ("role",lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("country_code","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_stream_idx" ON "courses" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "courses_subject_idx" ON "courses" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "streams_slug_key" ON "streams" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_slug_key" ON "subjects" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_key" ON "subjects" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subjects_stream_idx" ON "subjects" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "teacher_profiles_stream_idx" ON "teacher_profiles" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "teacher_profiles_featured_idx" ON "teacher_profiles" USING btree ("rating") WHERE "teacher_profiles"."is_featured";--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_subjects_one_primary" ON "teacher_subjects" USING btree ("teacher_id") WHERE "teacher_subjects"."kind" = 'primary';--> statement-breakpoint
CREATE INDEX "teacher_subjects_subject_idx" ON "teacher_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_key" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));