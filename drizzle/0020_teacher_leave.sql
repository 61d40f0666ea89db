CREATE TABLE "leave_rebookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_rebookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leave_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"from_teacher_id" integer NOT NULL,
	"to_teacher_id" integer,
	"outcome" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_rebookings_outcome" CHECK ("leave_rebookings"."outcome" in ('substitute', 'cancelled')),
	CONSTRAINT "leave_rebookings_target" CHECK (("leave_rebookings"."outcome" = 'substitute') = ("leave_rebookings"."to_teacher_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "teacher_leave_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_leave_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leave_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"leave_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "teacher_leave_days_status" CHECK ("teacher_leave_days"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "teacher_leaves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_leaves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_leaves_dates" CHECK ("teacher_leaves"."to_date" >= "teacher_leaves"."from_date"),
	CONSTRAINT "teacher_leaves_span" CHECK ("teacher_leaves"."to_date" - "teacher_leaves"."from_date" < 31),
	CONSTRAINT "teacher_leaves_type" CHECK ("teacher_leaves"."type" in ('casual', 'sick', 'emergency')),
	CONSTRAINT "teacher_leaves_status" CHECK ("teacher_leaves"."status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "leave_rebookings" ADD CONSTRAINT "leave_rebookings_leave_id_teacher_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."teacher_leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_rebookings" ADD CONSTRAINT "leave_rebookings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_rebookings" ADD CONSTRAINT "leave_rebookings_from_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("from_teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_rebookings" ADD CONSTRAINT "leave_rebookings_to_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("to_teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_leave_days" ADD CONSTRAINT "teacher_leave_days_leave_id_teacher_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."teacher_leaves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_leave_days" ADD CONSTRAINT "teacher_leave_days_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_leaves" ADD CONSTRAINT "teacher_leaves_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_rebookings_session_key" ON "leave_rebookings" USING btree ("leave_id","session_id");--> statement-breakpoint
CREATE INDEX "leave_rebookings_session_idx" ON "leave_rebookings" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_leave_days_active_key" ON "teacher_leave_days" USING btree ("teacher_id","leave_date") WHERE "teacher_leave_days"."status" = 1;--> statement-breakpoint
CREATE INDEX "teacher_leave_days_leave_idx" ON "teacher_leave_days" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "teacher_leaves_teacher_idx" ON "teacher_leaves" USING btree ("teacher_id","from_date");