ALTER TYPE "public"."otp_purpose" ADD VALUE 'kyc_declaration';--> statement-breakpoint
CREATE TABLE "teacher_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"key_id" varchar(40) NOT NULL,
	"wrapped_key" text NOT NULL,
	"content" "bytea",
	"storage_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_documents_kind" CHECK ("teacher_documents"."kind" in ('ccp', 'address_proof', 'pan_proof', 'resume', 'video')),
	CONSTRAINT "teacher_documents_where" CHECK (("teacher_documents"."content" is null) <> ("teacher_documents"."storage_key" is null)),
	CONSTRAINT "teacher_documents_size" CHECK ("teacher_documents"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_kyc" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"review_reason" varchar(300),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"account_holder_name" varchar(120) NOT NULL,
	"bank" varchar(120) NOT NULL,
	"ifsc" varchar(11) NOT NULL,
	"gst_masked" varchar(15),
	"gst_cipher" text,
	"addr" varchar(500) NOT NULL,
	"pan_masked" varchar(10) NOT NULL,
	"account_masked" varchar(24) NOT NULL,
	"pan_cipher" text NOT NULL,
	"account_cipher" text NOT NULL,
	"key_id" varchar(40) NOT NULL,
	"wrapped_key" text NOT NULL,
	"ccp_doc_id" integer NOT NULL,
	"address_proof_doc_id" integer NOT NULL,
	"pan_proof_doc_id" integer NOT NULL,
	"declaration_confirmed_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_kyc_status" CHECK ("teacher_kyc"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "teacher_kyc_review" CHECK (("teacher_kyc"."status" = 'rejected') = ("teacher_kyc"."review_reason" is not null and "teacher_kyc"."review_reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "teacher_resumes" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL,
	"resume_doc_id" integer NOT NULL,
	"video_doc_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"review_reason" varchar(300),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_resumes_status" CHECK ("teacher_resumes"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "teacher_resumes_review" CHECK (("teacher_resumes"."status" = 'rejected') = ("teacher_resumes"."review_reason" is not null and "teacher_resumes"."review_reason" <> ''))
);
--> statement-breakpoint
CREATE TABLE "teacher_training_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_training_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"country_code" varchar(6) NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"ready_to_pay" boolean NOT NULL,
	"have_laptop" boolean NOT NULL,
	"have_keyboard" boolean NOT NULL,
	"teaching_experience_years" varchar(20) NOT NULL,
	"english_proficiency" smallint NOT NULL,
	"product" varchar(40) NOT NULL,
	"ready_to_join" boolean NOT NULL,
	"preferred_timeslot" varchar(40) NOT NULL,
	"instrument" varchar(60),
	"reason_to_apply" varchar(600),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_training_english" CHECK ("teacher_training_applications"."english_proficiency" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "teacher_documents" ADD CONSTRAINT "teacher_documents_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_ccp_doc_id_teacher_documents_id_fk" FOREIGN KEY ("ccp_doc_id") REFERENCES "public"."teacher_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_address_proof_doc_id_teacher_documents_id_fk" FOREIGN KEY ("address_proof_doc_id") REFERENCES "public"."teacher_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kyc" ADD CONSTRAINT "teacher_kyc_pan_proof_doc_id_teacher_documents_id_fk" FOREIGN KEY ("pan_proof_doc_id") REFERENCES "public"."teacher_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_resumes" ADD CONSTRAINT "teacher_resumes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_resumes" ADD CONSTRAINT "teacher_resumes_resume_doc_id_teacher_documents_id_fk" FOREIGN KEY ("resume_doc_id") REFERENCES "public"."teacher_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_resumes" ADD CONSTRAINT "teacher_resumes_video_doc_id_teacher_documents_id_fk" FOREIGN KEY ("video_doc_id") REFERENCES "public"."teacher_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_resumes" ADD CONSTRAINT "teacher_resumes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_documents_teacher_idx" ON "teacher_documents" USING btree ("teacher_id","kind");--> statement-breakpoint
CREATE INDEX "teacher_kyc_status_idx" ON "teacher_kyc" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "teacher_resumes_status_idx" ON "teacher_resumes" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_training_applications_email_key" ON "teacher_training_applications" USING btree (lower("email"));