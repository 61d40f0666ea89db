ALTER TYPE "public"."order_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"financial_year" varchar(7) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_positive" CHECK ("invoice_series"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar(30);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number") WHERE "orders"."invoice_number" is not null;