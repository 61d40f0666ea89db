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
ALTER TABLE "trial_flows" ADD CONSTRAINT "trial_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_flows" ADD CONSTRAINT "trial_flows_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_flows" ADD CONSTRAINT "trial_flows_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_flows_user_idx" ON "trial_flows" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "trial_flows_reserved_idx" ON "trial_flows" USING btree ("reserved_until") WHERE "trial_flows"."reserved_until" is not null;