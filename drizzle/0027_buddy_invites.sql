CREATE TABLE "buddy_batch_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buddy_batch_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buddy_batches" ADD COLUMN "invite_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "buddy_batch_members" ADD CONSTRAINT "buddy_batch_members_batch_id_buddy_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."buddy_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_batch_members" ADD CONSTRAINT "buddy_batch_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_batch_members" ADD CONSTRAINT "buddy_batch_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_batch_members_key" ON "buddy_batch_members" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE INDEX "buddy_batch_members_order_idx" ON "buddy_batch_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_batches_invite_token_key" ON "buddy_batches" USING btree ("invite_token");