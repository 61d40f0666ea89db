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
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("owner_id");