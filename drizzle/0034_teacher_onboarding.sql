ALTER TABLE "teacher_profiles" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "price_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "live_notice_at" timestamp with time zone;--> statement-breakpoint
-- Profiles made before onboarding existed were complete and priced (decision 038).
UPDATE "teacher_profiles" SET "completed_at" = "created_at", "price_set_at" = "created_at", "live_notice_at" = "created_at";
