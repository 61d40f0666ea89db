CREATE TABLE "buddy_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buddy_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"capacity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buddy_batches_capacity" CHECK ("buddy_batches"."capacity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "buddy_batches" ADD CONSTRAINT "buddy_batches_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_batches" ADD CONSTRAINT "buddy_batches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_batches_contract_key" ON "buddy_batches" USING btree ("contract_id");