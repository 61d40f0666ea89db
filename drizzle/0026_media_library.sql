CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"med_type" smallint NOT NULL,
	"purpose" varchar(12) DEFAULT 'upload' NOT NULL,
	"storage_key" varchar(120),
	"web_key" varchar(120),
	"thumb_key" varchar(120),
	"original_name" varchar(160) NOT NULL,
	"mime" varchar(100),
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"link_url" varchar(500),
	"youtube_id" varchar(11),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_type" CHECK ("media"."med_type" in (1, 2, 3, 6)),
	CONSTRAINT "media_purpose" CHECK ("media"."purpose" in ('upload', 'promotional')),
	CONSTRAINT "media_size" CHECK ("media"."size_bytes" >= 0),
	CONSTRAINT "media_has_content" CHECK (num_nonnulls("media"."storage_key", "media"."link_url", "media"."youtube_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "media_quota" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "media_quota_used" CHECK ("media_quota"."used_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_shares" (
	"media_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"shared_by_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_shares_media_id_student_id_pk" PRIMARY KEY("media_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"med_type" smallint NOT NULL,
	"purpose" varchar(12) DEFAULT 'upload' NOT NULL,
	"original_name" varchar(160) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_uploads_type" CHECK ("media_uploads"."med_type" in (1, 3, 6)),
	CONSTRAINT "media_uploads_progress" CHECK ("media_uploads"."received_bytes" >= 0 and "media_uploads"."received_bytes" <= "media_uploads"."size_bytes" and "media_uploads"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_quota" ADD CONSTRAINT "media_quota_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_shares" ADD CONSTRAINT "media_shares_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_shares" ADD CONSTRAINT "media_shares_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_shares" ADD CONSTRAINT "media_shares_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_list_idx" ON "media" USING btree ("owner_id","med_type","purpose","id");--> statement-breakpoint
CREATE INDEX "media_shares_student_idx" ON "media_shares" USING btree ("student_id","media_id");--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("owner_id");