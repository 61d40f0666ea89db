ALTER TYPE "public"."otp_purpose" ADD VALUE 'admin_login';--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"action" varchar(80) NOT NULL,
	"target_type" varchar(40) NOT NULL,
	"target_id" varchar(80) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"queue" varchar(40) NOT NULL,
	"item_id" integer NOT NULL,
	"decision" varchar(20) NOT NULL,
	"reason" varchar(600) NOT NULL,
	"admin_id" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_decisions_reason" CHECK (length(btrim("queue_decisions"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"admin_id" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"amount_minor" integer NOT NULL,
	"wallet_minor" integer DEFAULT 0 NOT NULL,
	"classes_reversed" smallint DEFAULT 0 NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_refund_id" varchar(120),
	"reason" varchar(600) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."amount_minor" >= 0 and "refunds"."wallet_minor" >= 0),
	CONSTRAINT "refunds_something" CHECK ("refunds"."amount_minor" + "refunds"."wallet_minor" > 0),
	CONSTRAINT "refunds_classes" CHECK ("refunds"."classes_reversed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_reviews" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(10) NOT NULL,
	"reason" varchar(600) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "teacher_reviews_status" CHECK ("teacher_reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "reversed_classes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_decisions" ADD CONSTRAINT "queue_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_decisions_item_key" ON "queue_decisions" USING btree ("queue","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_key" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_reversed_classes" CHECK ("contracts"."reversed_classes" between 0 and "contracts"."total_classes");
--> statement-breakpoint
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the development seed's reset (db/seed resetDemoData) may empty the whole log.
  IF TG_OP = 'TRUNCATE' AND current_setting('app.allow_audit_truncate', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_update" BEFORE UPDATE OR DELETE ON "admin_audit_log" FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_append_only"();
--> statement-breakpoint
INSERT INTO "teacher_reviews" ("teacher_id", "status", "reason") SELECT "user_id", 'approved', 'Listed before admin review existed' FROM "teacher_profiles" ON CONFLICT DO NOTHING;
