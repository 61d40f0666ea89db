CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer,
	"teacher_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_one_owner" CHECK (num_nonnulls("calendar_feeds"."family_id", "calendar_feeds"."teacher_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "class_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"kind" varchar(4) NOT NULL,
	"recipient_id" integer NOT NULL,
	"messages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_reminders_kind" CHECK ("class_reminders"."kind" in ('24h', '15m'))
);
--> statement-breakpoint
ALTER TABLE "families" ADD COLUMN "class_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reminders" ADD CONSTRAINT "class_reminders_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reminders" ADD CONSTRAINT "class_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_family_key" ON "calendar_feeds" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_teacher_key" ON "calendar_feeds" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_reminders_once_key" ON "class_reminders" USING btree ("session_id","starts_at","kind","recipient_id");--> statement-breakpoint
CREATE INDEX "class_reminders_created_idx" ON "class_reminders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "class_sessions_scheduled_start_idx" ON "class_sessions" USING btree ("starts_at") WHERE "class_sessions"."status" = 1;