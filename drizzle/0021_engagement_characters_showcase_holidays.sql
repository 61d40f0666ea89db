CREATE TABLE "holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "holidays_order" CHECK ("holidays"."ends_on" >= "holidays"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "showcase_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showcase_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"course_id" integer,
	"title" varchar(120) NOT NULL,
	"description" varchar(600) DEFAULT '' NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "showcase_items_status" CHECK ("showcase_items"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "showcase_items_approved_at" CHECK (("showcase_items"."status" = 'approved') = ("showcase_items"."approved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "story_characters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_characters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"story" varchar(600) NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"unlock_points" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "story_characters_unlock" CHECK ("story_characters"."unlock_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_start_name_key" ON "holidays" USING btree ("starts_on","name");--> statement-breakpoint
CREATE INDEX "holidays_ends_idx" ON "holidays" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "showcase_items_approved_idx" ON "showcase_items" USING btree ("approved_at") WHERE "showcase_items"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "story_characters_slug_key" ON "story_characters" USING btree ("slug");