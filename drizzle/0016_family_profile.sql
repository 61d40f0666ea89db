ALTER TYPE "public"."otp_purpose" ADD VALUE 'profile';--> statement-breakpoint
CREATE TABLE "extra_info_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_info_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"field" varchar(120) NOT NULL,
	"coupon_code" varchar(40),
	"email" varchar(254) NOT NULL,
	"country_code" varchar(5) DEFAULT '+91' NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
