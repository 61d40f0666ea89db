CREATE TABLE "demo_leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"category" varchar(80) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"budget" varchar(40) NOT NULL,
	"preferred_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"otp_verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pixel_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pixel_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_id" integer NOT NULL,
	"pixel_name" varchar(80) NOT NULL,
	"country_name" varchar(80) NOT NULL,
	"ip_address" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"email" varchar(254),
	"name" varchar(120),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_invitations_kind" CHECK ("referral_invitations"."kind" in ('message', 'student')),
	CONSTRAINT "referral_invitations_mobile_digits" CHECK ("referral_invitations"."mobile" ~ '^[0-9]{5,15}$')
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"amount_minor" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rewards_positive" CHECK ("referral_rewards"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_leads_created_idx" ON "demo_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pixel_counts_source_idx" ON "pixel_counts" USING btree ("source_id","pixel_name");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_invitations_referrer_mobile_key" ON "referral_invitations" USING btree ("referrer_id","country_code","mobile");--> statement-breakpoint
CREATE INDEX "referral_invitations_referrer_created_idx" ON "referral_invitations" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_referred_key" ON "referral_rewards" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_id");