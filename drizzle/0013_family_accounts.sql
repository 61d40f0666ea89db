CREATE TABLE "families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_name" varchar(120),
	"country_code" varchar(5) DEFAULT '+91' NOT NULL,
	"mobile" varchar(15),
	"email" varchar(254),
	"mobile_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_mobile_digits" CHECK ("families"."mobile" is null or "families"."mobile" ~ '^[0-9]{6,15}$'),
	CONSTRAINT "families_country_code_format" CHECK ("families"."country_code" ~ '^\+[0-9]{1,4}$')
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"country_iso2" varchar(2) DEFAULT 'IN' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_reachable";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dob" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" varchar(80);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" varchar(80);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pincode" varchar(10);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" varchar(300);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alt_mobile" varchar(15);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_iso2" varchar(2);--> statement-breakpoint
CREATE UNIQUE INDEX "families_mobile_key" ON "families" USING btree ("country_code","mobile") WHERE "families"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "families_email_key" ON "families" USING btree (lower("email")) WHERE "families"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_name_key" ON "states" USING btree ("country_iso2","name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_family_idx" ON "users" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_range" CHECK ("users"."gender" is null or "users"."gender" between 0 and 3);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dob_sane" CHECK ("users"."dob" is null or "users"."dob" >= date '1900-01-01');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_alt_mobile_digits" CHECK ("users"."alt_mobile" is null or "users"."alt_mobile" ~ '^[0-9]{5,15}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reachable" CHECK ("users"."email" is not null or "users"."mobile" is not null or "users"."family_id" is not null);--> statement-breakpoint
-- Today's students become families: one per shared mobile (the siblings of old), then one per e-mail
-- for students without a mobile. Nothing else changes: bookings, orders and contracts stay on users.
INSERT INTO "families" ("parent_name", "country_code", "mobile", "email", "mobile_verified_at", "created_at")
SELECT DISTINCT ON (u."country_code", u."mobile") u."parent_name", u."country_code", u."mobile",
  (SELECT e."email" FROM "users" e WHERE e."role" = 'student' AND e."country_code" = u."country_code"
     AND e."mobile" = u."mobile" AND e."email" IS NOT NULL ORDER BY e."id" LIMIT 1),
  (SELECT max(v."mobile_verified_at") FROM "users" v WHERE v."role" = 'student'
     AND v."country_code" = u."country_code" AND v."mobile" = u."mobile"),
  u."created_at"
FROM "users" u WHERE u."role" = 'student' AND u."mobile" IS NOT NULL
ORDER BY u."country_code", u."mobile", u."id";--> statement-breakpoint
UPDATE "users" u SET "family_id" = f."id" FROM "families" f
WHERE u."role" = 'student' AND u."mobile" IS NOT NULL AND f."country_code" = u."country_code" AND f."mobile" = u."mobile";--> statement-breakpoint
INSERT INTO "families" ("parent_name", "email", "created_at")
SELECT "parent_name", "email", "created_at" FROM "users" WHERE "role" = 'student' AND "family_id" IS NULL ORDER BY "id";--> statement-breakpoint
UPDATE "users" u SET "family_id" = f."id" FROM "families" f
WHERE u."role" = 'student' AND u."family_id" IS NULL AND lower(f."email") = lower(u."email");--> statement-breakpoint
-- A student inserted without a family joins the family holding its mobile (or e-mail), else a new one.
-- The app sets family_id itself when a parent adds a child (lib/family); this keeps every other
-- insert path (spec 1 registration, seeds, fixtures) inside the invariant below.
CREATE FUNCTION "users_student_family"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE fid integer;
BEGIN
  IF NEW."role" <> 'student' OR NEW."family_id" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW."mobile" IS NOT NULL THEN
    SELECT "id" INTO fid FROM "families" WHERE "country_code" = NEW."country_code" AND "mobile" = NEW."mobile";
  END IF;
  IF fid IS NULL AND NEW."email" IS NOT NULL THEN
    SELECT "id" INTO fid FROM "families" WHERE lower("email") = lower(NEW."email");
  END IF;
  IF fid IS NULL THEN
    INSERT INTO "families" ("parent_name", "country_code", "mobile", "email", "mobile_verified_at")
    VALUES (NEW."parent_name", NEW."country_code", NEW."mobile", NEW."email", NEW."mobile_verified_at")
    ON CONFLICT DO NOTHING RETURNING "id" INTO fid;
  END IF;
  IF fid IS NULL AND NEW."mobile" IS NOT NULL THEN
    SELECT "id" INTO fid FROM "families" WHERE "country_code" = NEW."country_code" AND "mobile" = NEW."mobile";
  END IF;
  IF fid IS NULL AND NEW."email" IS NOT NULL THEN
    SELECT "id" INTO fid FROM "families" WHERE lower("email") = lower(NEW."email");
  END IF;
  NEW."family_id" := fid;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_student_family" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "users_student_family"();--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_student_has_family" CHECK ("users"."role" <> 'student' or "users"."family_id" is not null);
