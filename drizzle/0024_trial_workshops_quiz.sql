CREATE TABLE "workshop_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshop_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workshop_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workshops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"enrolled_count" smallint DEFAULT 0 NOT NULL,
	"price_inr_minor" integer DEFAULT 0 NOT NULL,
	"price_usd_minor" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_time_order" CHECK ("workshops"."ends_at" > "workshops"."starts_at"),
	CONSTRAINT "workshops_capacity" CHECK ("workshops"."capacity" between 1 and 500),
	CONSTRAINT "workshops_seats" CHECK ("workshops"."enrolled_count" between 0 and "workshops"."capacity"),
	CONSTRAINT "workshops_prices" CHECK ("workshops"."price_inr_minor" >= 0 and "workshops"."price_usd_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"percentage" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempts_percentage" CHECK ("quiz_attempts"."percentage" between 0 and 100),
	CONSTRAINT "quiz_attempts_score" CHECK ("quiz_attempts"."score" between 0 and "quiz_attempts"."total")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option" smallint NOT NULL,
	"marks" smallint DEFAULT 1 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_questions_options" CHECK (jsonb_array_length("quiz_questions"."options") between 2 and 6),
	CONSTRAINT "quiz_questions_correct" CHECK ("quiz_questions"."correct_option" >= 0 and "quiz_questions"."correct_option" < jsonb_array_length("quiz_questions"."options")),
	CONSTRAINT "quiz_questions_marks" CHECK ("quiz_questions"."marks" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "trial_flows" (
	"id" varchar(43) PRIMARY KEY NOT NULL,
	"user_id" integer,
	"course_id" integer NOT NULL,
	"step" varchar(4) DEFAULT '1A' NOT NULL,
	"otp_mobile" varchar(20),
	"user_timezone" varchar(64),
	"preference" varchar(10),
	"frequency" smallint,
	"teacher_id" integer,
	"slot_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reserved_enrolment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reserved_at" timestamp with time zone,
	"reserved_until" timestamp with time zone,
	"pack_id" integer,
	"promo_code" varchar(40),
	"billing_name" varchar(120),
	"billing_email" varchar(160),
	"billing_number" varchar(20),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_flows_step" CHECK ("trial_flows"."step" in ('1A','1B','2','3','4','5','done')),
	CONSTRAINT "trial_flows_frequency" CHECK ("trial_flows"."frequency" is null or "trial_flows"."frequency" in (1, 2)),
	CONSTRAINT "trial_flows_preference" CHECK ("trial_flows"."preference" is null or "trial_flows"."preference" in ('predefined','different'))
);
--> statement-breakpoint
ALTER TABLE "workshop_enrolments" ADD CONSTRAINT "workshop_enrolments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_enrolments" ADD CONSTRAINT "workshop_enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_flows" ADD CONSTRAINT "trial_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_flows" ADD CONSTRAINT "trial_flows_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_flows" ADD CONSTRAINT "trial_flows_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_enrolments_once_key" ON "workshop_enrolments" USING btree ("workshop_id","student_id");--> statement-breakpoint
CREATE INDEX "workshop_enrolments_student_idx" ON "workshop_enrolments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "workshops_course_start_idx" ON "workshops" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_course_idx" ON "quiz_attempts" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_course_idx" ON "quiz_questions" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE INDEX "trial_flows_user_idx" ON "trial_flows" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "trial_flows_reserved_idx" ON "trial_flows" USING btree ("reserved_until") WHERE "trial_flows"."reserved_until" is not null;
--> statement-breakpoint
-- Seats of a workshop (decision 029): every enrolment row takes one seat and every removed row gives
-- it back, whoever writes the row. The UPDATE locks the workshop row, so concurrent enrolments take
-- seats one at a time, and the seat past the capacity fails the workshops_seats check.
CREATE FUNCTION "workshop_seats_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "workshops" SET "enrolled_count" = "enrolled_count" + 1 WHERE "id" = NEW."workshop_id";
    RETURN NEW;
  END IF;
  UPDATE "workshops" SET "enrolled_count" = "enrolled_count" - 1 WHERE "id" = OLD."workshop_id";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workshop_enrolments_seats" AFTER INSERT OR DELETE ON "workshop_enrolments"
  FOR EACH ROW EXECUTE FUNCTION "workshop_seats_count"();
