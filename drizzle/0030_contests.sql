ALTER TYPE "public"."otp_purpose" ADD VALUE 'public_vote';--> statement-breakpoint
CREATE TABLE "campaign_ratings" (
	"entry_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_ratings_range" CHECK ("campaign_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_id" integer NOT NULL,
	"family_user_id" integer NOT NULL,
	"child_name" varchar(80) NOT NULL,
	"age" smallint,
	"category" varchar(60) NOT NULL,
	"media_id" integer,
	"referred_by" varchar(80),
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reject_reason" varchar(300),
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contest_entries_status" CHECK ("contest_entries"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "contest_entries_age" CHECK ("contest_entries"."age" is null or "contest_entries"."age" between 1 and 99),
	CONSTRAINT "contest_entries_counts" CHECK ("contest_entries"."vote_count" >= 0 and "contest_entries"."rating_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(40) NOT NULL,
	"kind" varchar(12) DEFAULT 'talent_hunt' NOT NULL,
	"title" varchar(160) NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contests_kind" CHECK ("contests"."kind" in ('talent_hunt', 'campaign')),
	CONSTRAINT "contests_status" CHECK ("contests"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "contests_dates" CHECK ("contests"."closes_at" > "contests"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "public_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"mobile_hash" varchar(64) NOT NULL,
	"voter_name" varchar(80) NOT NULL,
	"ip_prefix" varchar(64) NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stream_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"age" smallint NOT NULL,
	"media_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streaming_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "streaming_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"posted_by_id" integer NOT NULL,
	"student_age" smallint NOT NULL,
	"title" varchar(160) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"category" smallint NOT NULL,
	"media_id" integer,
	"consent" boolean NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "streaming_posts_consent" CHECK ("streaming_posts"."consent"),
	CONSTRAINT "streaming_posts_category" CHECK ("streaming_posts"."category" in (98, 69, 57, 85, 204, 205)),
	CONSTRAINT "streaming_posts_status" CHECK ("streaming_posts"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "streaming_subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "streaming_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" smallint NOT NULL,
	"name" varchar(80) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "streaming_subjects_category" CHECK ("streaming_subjects"."category" in (98, 69, 57, 85, 204, 205))
);
--> statement-breakpoint
CREATE TABLE "vote_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"mobile_hash" varchar(64) NOT NULL,
	"ip_prefix" varchar(64) NOT NULL,
	"event" varchar(12) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vote_audit_event" CHECK ("vote_audit"."event" in ('otp_sent', 'voted', 'repeat', 'wrong_otp'))
);
--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_ratings" ADD CONSTRAINT "campaign_ratings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_family_user_id_users_id_fk" FOREIGN KEY ("family_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_votes" ADD CONSTRAINT "public_votes_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_registrations" ADD CONSTRAINT "stream_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_registrations" ADD CONSTRAINT "stream_registrations_subject_id_streaming_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."streaming_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_registrations" ADD CONSTRAINT "stream_registrations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_posts" ADD CONSTRAINT "streaming_posts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_posts" ADD CONSTRAINT "streaming_posts_posted_by_id_users_id_fk" FOREIGN KEY ("posted_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_posts" ADD CONSTRAINT "streaming_posts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_audit" ADD CONSTRAINT "vote_audit_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_ratings_teacher_entry_uq" ON "campaign_ratings" USING btree ("entry_id","teacher_id");--> statement-breakpoint
CREATE INDEX "contest_entries_list_idx" ON "contest_entries" USING btree ("contest_id","status","vote_count");--> statement-breakpoint
CREATE INDEX "contest_entries_family_idx" ON "contest_entries" USING btree ("family_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contests_slug_kind_uq" ON "contests" USING btree ("slug","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "public_votes_entry_mobile_uq" ON "public_votes" USING btree ("entry_id","mobile_hash");--> statement-breakpoint
CREATE INDEX "public_votes_ip_idx" ON "public_votes" USING btree ("ip_prefix","verified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stream_registrations_user_subject_uq" ON "stream_registrations" USING btree ("user_id","subject_id");--> statement-breakpoint
CREATE INDEX "streaming_posts_status_idx" ON "streaming_posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "streaming_subjects_category_uq" ON "streaming_subjects" USING btree ("category");--> statement-breakpoint
CREATE INDEX "vote_audit_ip_idx" ON "vote_audit" USING btree ("ip_prefix","at");--> statement-breakpoint
CREATE INDEX "vote_audit_entry_idx" ON "vote_audit" USING btree ("entry_id","at");