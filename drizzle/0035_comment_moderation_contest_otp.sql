ALTER TYPE "public"."otp_purpose" ADD VALUE 'contest_entry';--> statement-breakpoint
ALTER TABLE "post_comments" DROP CONSTRAINT "post_comments_status";--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_status" CHECK ("post_comments"."status" in ('pending', 'approved', 'hidden'));