CREATE TABLE "review_replies" (
	"rating_id" integer PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"body" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_replies_body" CHECK (char_length(btrim("review_replies"."body")) between 2 and 1000)
);
--> statement-breakpoint
ALTER TABLE "class_ratings" ADD COLUMN "comment" varchar(1000);--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_rating_id_class_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."class_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_teacher_id_teacher_profiles_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_replies_teacher_idx" ON "review_replies" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "class_ratings_reviews_idx" ON "class_ratings" USING btree ("teacher_id","created_at") WHERE "class_ratings"."comment" is not null;--> statement-breakpoint
ALTER TABLE "class_ratings" ADD CONSTRAINT "class_ratings_comment" CHECK ("class_ratings"."comment" is null or char_length(btrim("class_ratings"."comment")) between 10 and 1000);
--> statement-breakpoint
-- hand-written below
CREATE FUNCTION review_replies_check_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM class_ratings r
    WHERE r.id = NEW.rating_id AND r.teacher_id = NEW.teacher_id AND r.comment IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'a reply belongs to a written review of the replying teacher'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'review_replies_teacher';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER review_replies_check_teacher BEFORE INSERT OR UPDATE ON review_replies
  FOR EACH ROW EXECUTE FUNCTION review_replies_check_teacher();
