ALTER TYPE "public"."order_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wallet_shortfall_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("user_id","expires_at") WHERE "orders"."status" = 'created';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."price_minor" > 0 and "orders"."discount_minor" >= 0 and "orders"."gst_minor" >= 0 and "orders"."wallet_minor" >= 0 and "orders"."total_minor" >= 0 and "orders"."wallet_shortfall_minor" between 0 and "orders"."wallet_minor");--> statement-breakpoint
-- Open orders made before holds existed hold for 30 minutes from their creation (ORDER_HOLD_MINUTES).
UPDATE "orders" SET "expires_at" = "created_at" + interval '30 minutes' WHERE "status" = 'created';