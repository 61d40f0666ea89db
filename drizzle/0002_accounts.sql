CREATE TYPE "public"."message_channel" AS ENUM('sms', 'whatsapp', 'email');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('login', 'register', 'reset_password', 'login_or_signup');--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" "otp_purpose" NOT NULL,
	"destination" varchar(254) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_codes_attempts" CHECK ("otp_codes"."attempts" >= 0),
	CONSTRAINT "otp_codes_expiry" CHECK ("otp_codes"."expires_at" > "otp_codes"."created_at")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" "message_channel" NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"transport" varchar(20) NOT NULL,
	"status" varchar(12) DEFAULT 'sent' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_status" CHECK ("outbox_messages"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"state" varchar(80) NOT NULL,
	"country_iso2" varchar(2) DEFAULT 'IN' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "localities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"pincode" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parent_name" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_number" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_whatsapp_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" varchar(160);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_stream_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remark" varchar(600);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_class" varchar(40);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_click_id" varchar(120);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_course_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_lookup_idx" ON "otp_codes" USING btree ("purpose","destination","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_state_key" ON "cities" USING btree ("name","state");--> statement-breakpoint
CREATE UNIQUE INDEX "localities_city_name_key" ON "localities" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_age_range" CHECK ("users"."age" is null or "users"."age" between 1 and 120);