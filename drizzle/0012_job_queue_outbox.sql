ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_status";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "kind" varchar(12) DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "redact_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "otp_codes_expires_at_idx" ON "otp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_redact_after_idx" ON "outbox_messages" USING btree ("redact_after") WHERE "outbox_messages"."redact_after" is not null;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_kind" CHECK ("outbox_messages"."kind" in ('otp', 'secret', 'notice'));--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_attempts" CHECK ("outbox_messages"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('queued', 'sent', 'failed'));--> statement-breakpoint
-- Messages sent before this migration: OTPs and generated passwords get redacted by retention too.
UPDATE "outbox_messages" SET "kind" = 'otp', "redact_after" = "created_at" + interval '10 minutes' WHERE "body" LIKE '% OTP. It is valid for %';--> statement-breakpoint
UPDATE "outbox_messages" SET "kind" = 'secret', "redact_after" = "created_at" + interval '1 hour' WHERE "body" LIKE 'Welcome to %! Your password is %';
