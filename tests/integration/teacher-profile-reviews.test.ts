import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as reviewReply } from "@/app/(api)/api/review-reply/route";
import { POST as setRating } from "@/app/(api)/api/set-rating/route";
import { classRatings, reviewReplies, users } from "@/db/schema";
import { ageBandText } from "@/lib/catalog/profile/trust";
import { loadTeacherReviews } from "@/lib/reviews/load";
import { REVIEW_MESSAGES } from "@/lib/reviews/schemas";
import { postAs } from "../support/booking-fixtures";
import {
  afterClassTestContext,
  makeAfterClass,
  markAttended,
} from "../support/classes-after-fixtures";
import { makeUser } from "../support/factories";

// Written reviews (a rating's text) and the teacher's one reply (issue 26, decision 034).
const ctx = afterClassTestContext();

type Caller = Parameters<typeof postAs>[2];
const rate = (user: Caller, body: Record<string, unknown>) =>
  postAs(setRating, "/api/set-rating", user, body);
const reply = (user: Caller, body: Record<string, unknown>) =>
  postAs(reviewReply, "/api/review-reply", user, body);

/** An attended class of the cast's teacher, rated by a new student (aged `age`) with `comment`. */
async function review(comment: string | undefined, age: number | null = 9) {
  const student = await makeUser(ctx.t.db, { role: "student", age });
  const caller = { id: student.id, role: "student" as const };
  const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [caller]);
  await markAttended(ctx.t.db, enrolmentOf(student.id));
  const res = await rate(caller, { slot_id: session.id, rating: 5, comment });
  const [row] = await ctx.t.db
    .select({ id: classRatings.id, comment: classRatings.comment })
    .from(classRatings)
    .where(eq(classRatings.sessionId, session.id));
  return { res, row };
}

describe("a rating's written review", () => {
  it("stores the trimmed text as given, markup included, and shows it with the age band", async () => {
    const text = "  <b>Great</b> teacher, <script>alert(1)</script> patient!  ";
    const { res, row } = await review(text, 9);
    expect(res.status).toBe(200);
    expect(row!.comment).toBe(text.trim());
    const [shown] = await loadTeacherReviews(ctx.t.db, ctx.cast.teacher.id, 1);
    expect(shown).toMatchObject({ id: row!.id, comment: text.trim(), rating: 5, reply: null });
    expect(ageBandText(shown!.learnerAge)).toBe("Learner aged 8–10");
  });

  it("refuses a too short or too long text with a clear message, and stores nothing", async () => {
    const short = await review("Good");
    expect(short.res.status).toBe(400);
    expect(short.res.body.errors.comment).toBe(REVIEW_MESSAGES.commentTooShort);
    expect(short.row).toBeUndefined();
    const long = await review("a".repeat(1001));
    expect(long.res.status).toBe(400);
    expect(long.res.body.errors.comment).toBe(REVIEW_MESSAGES.commentTooLong);
  });

  it("treats an empty text as a rating without review (not listed)", async () => {
    const { res, row } = await review("   ");
    expect(res.status).toBe(200);
    expect(row!.comment).toBeNull();
    const listed = await loadTeacherReviews(ctx.t.db, ctx.cast.teacher.id, 50);
    expect(listed.map((r) => r.id)).not.toContain(row!.id);
  });

  it("the database refuses a text under 10 characters written around the service", async () => {
    const { row } = await review(undefined);
    await expect(
      ctx.t.db.update(classRatings).set({ comment: "short" }).where(eq(classRatings.id, row!.id)),
    ).rejects.toThrow();
  });
});

describe("POST /api/review-reply", () => {
  it("lets the teacher reply once; the reply shows under the review", async () => {
    const { row } = await review("Explains clearly and gives good homework.");
    const first = await reply(ctx.cast.teacher, { rating_id: row!.id, body: " Thank you! " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "success", rating_id: row!.id });
    const again = await reply(ctx.cast.teacher, { rating_id: row!.id, body: "Thanks again." });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const shown = (await loadTeacherReviews(ctx.t.db, ctx.cast.teacher.id, 50)).find(
      (r) => r.id === row!.id,
    );
    expect(shown!.reply!.body).toBe("Thank you!");
  });

  it("refuses another teacher, a student, an unknown review, a rating without text and a blank reply", async () => {
    const { row } = await review("Kind and well prepared every week.");
    const other = await reply(ctx.cast.otherTeacher, { rating_id: row!.id, body: "Hello" });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(REVIEW_MESSAGES.notYourReview);
    expect((await reply(ctx.cast.alice, { rating_id: row!.id, body: "Hello" })).status).toBe(403);
    const unknown = await reply(ctx.cast.teacher, { rating_id: 999_999, body: "Hello" });
    expect(unknown.status).toBe(404);
    const bare = await review(undefined);
    expect((await reply(ctx.cast.teacher, { rating_id: bare.row!.id, body: "Hi!" })).status).toBe(
      404,
    );
    const blank = await reply(ctx.cast.teacher, { rating_id: row!.id, body: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.body).toBe(REVIEW_MESSAGES.replyRequired);
    expect(await ctx.t.db.$count(reviewReplies, eq(reviewReplies.ratingId, row!.id))).toBe(0);
  });

  it("keeps one of two replies sent at once", async () => {
    const { row } = await review("We saw progress after only two classes.");
    const results = await Promise.all([
      reply(ctx.cast.teacher, { rating_id: row!.id, body: "Thank you, first." }),
      reply(ctx.cast.teacher, { rating_id: row!.id, body: "Thank you, second." }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.t.db.$count(reviewReplies, eq(reviewReplies.ratingId, row!.id))).toBe(1);
  });

  it("the database refuses a reply by a teacher whose review it is not", async () => {
    const { row } = await review("Very patient with my shy son.");
    await expect(
      ctx.t.db.execute(sql`insert into review_replies (rating_id, teacher_id, body, created_at)
        values (${row!.id}, ${ctx.cast.otherTeacher.id}, 'Not mine', now())`),
    ).rejects.toThrow();
  });
});

describe("age band", () => {
  it("comes from the date of birth at the review's date, else the declared age", async () => {
    const student = await makeUser(ctx.t.db, { role: "student", dob: "2014-06-01", age: 30 });
    const caller = { id: student.id, role: "student" as const };
    const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [caller]);
    await markAttended(ctx.t.db, enrolmentOf(student.id));
    await rate(caller, { slot_id: session.id, rating: 4, comment: "Lovely teacher, thank you." });
    await ctx.t.db.execute(
      sql`update class_ratings set created_at = '2026-03-01T10:00:00Z' where session_id = ${session.id}`,
    );
    const shown = (await loadTeacherReviews(ctx.t.db, ctx.cast.teacher.id, 50)).find(
      (r) => r.comment === "Lovely teacher, thank you.",
    );
    expect(shown!.learnerAge).toBe(11);
    expect(ageBandText(shown!.learnerAge)).toBe("Learner aged 11–13");
    expect(ageBandText(null)).toBe("Learner");
    expect(ageBandText(25)).toBe("Adult learner");
    await ctx.t.db.update(users).set({ dob: null }).where(eq(users.id, student.id));
  });
});
