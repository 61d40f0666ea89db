CREATE TABLE "sandbox_payments" (
	"provider_order_id" varchar(120) PRIMARY KEY NOT NULL,
	"payment_id" varchar(120) NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_outcome" CHECK ("sandbox_payments"."outcome" in ('paid', 'failed')),
	CONSTRAINT "sandbox_payments_amount" CHECK ("sandbox_payments"."amount_minor" >= 0)
);
--> statement-breakpoint
DROP INDEX "media_uploads_owner_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_shortfall_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL;--> statement-breakpoint
CREATE INDEX "media_uploads_expires_idx" ON "media_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("owner_id","expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_shortfall" CHECK ("orders"."promo_shortfall_minor" between 0 and "orders"."discount_minor");