import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as closeSurvey } from "@/app/(api)/close-survey-options/route";
import { POST as displaySurvey } from "@/app/(api)/display-survey-options/route";
import { POST as setSurveyRating } from "@/app/(api)/set-survey-rating/route";
import { POST as closeSurveyV1 } from "@/app/(api)/ng-api/v1/close-survey-options/route";
import { POST as displaySurveyV1 } from "@/app/(api)/ng-api/v1/display-survey-options/route";
import { classSurveys, pointEntries } from "@/db/schema";
import { SURVEY_MESSAGES } from "@/lib/engagement/survey/options";
import { loadTeacherSurveyResults } from "@/lib/engagement/survey/teacher-results";
import {
  closeSurveyOptionsResponse,
  displaySurveyOptionsResponse,
} from "@/lib/engagement/survey/schemas";
import { POINTS } from "@/lib/engagement/points/rules";
import { postAs } from "../support/booking-fixtures";
import {
  afterClassTestContext,
  makeAfterClass,
  markAttended,
} from "../support/classes-after-fixtures";

const ctx = afterClassTestContext();

/** A class Alice (and Bob) attended two hours ago; Bob only booked it unless `bobAttended`. */
async function attendedClass(bobAttended = false) {
  const { alice, bob, teacher } = ctx.cast;
  const { session, enrolmentOf } = await makeAfterClass(ctx.t.db, teacher.id, [
    { id: alice.id },
    { id: bob.id },
  ]);
  await markAttended(ctx.t.db, enrolmentOf(alice.id));
  if (bobAttended) await markAttended(ctx.t.db, enrolmentOf(bob.id));
  return session.id;
}

const show = (user: typeof ctx.cast.alice, body: object = {}) =>
  postAs(displaySurvey, "/display-survey-options", user, body);

describe("the class survey", () => {
  it("rates, answers step 2, closes with points, and is never asked again", async () => {
    const { alice } = ctx.cast;
    const slotId = await attendedClass();
    const shown = await show(alice);
    expect(shown.status).toBe(200);
    const body = displaySurveyOptionsResponse.parse(shown.body);
    expect(body.show).toBe(true);
    expect(body.survey).toMatchObject({ slot_id: slotId, step: 1, rating: null });
    expect(body.survey!.options.length).toBeGreaterThan(2);
    const surveyId = body.survey!.surveyId;

    const rated = await postAs(setSurveyRating, "/set-survey-rating", alice, {
      surveyId,
      rating: 5,
      userId: alice.id,
    });
    expect(rated).toMatchObject({ status: 200, body: true });
    expect((await show(alice, { slot_id: slotId })).body.survey.step).toBe(2);

    const answered = await show(alice, {
      action_type: "submit",
      slot_id: slotId,
      feedback_val: "too_hard",
      remarks_val: "The scales were fast",
    });
    expect(answered.status).toBe(200);
    expect(answered.body.survey).toMatchObject({ step: "done", feedback: "too_hard" });

    const closed = await postAs(closeSurvey, "/close-survey-options", alice, { slot_id: slotId });
    expect(closed.status).toBe(200);
    expect(closeSurveyOptionsResponse.parse(closed.body)).toMatchObject({
      points: POINTS.survey,
    });
    expect(closed.body.total_points).toBeGreaterThanOrEqual(POINTS.survey);

    // Closing again: same points, one ledger entry.
    const again = await postAs(closeSurvey, "/close-survey-options", alice, { slot_id: slotId });
    expect(again.body.points).toBe(POINTS.survey);
    const entries = await ctx.t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.studentId, alice.id), eq(pointEntries.ref, `session:${slotId}`)));
    expect(entries.filter((e) => e.reason === "survey")).toHaveLength(1);

    // Never asked again: the pending survey is gone, and the closed one cannot be rated.
    expect((await show(alice, { slot_id: slotId })).body).toMatchObject({ show: false });
    const late = await postAs(setSurveyRating, "/set-survey-rating", alice, {
      surveyId,
      rating: 1,
    });
    expect(late.status).toBe(409);
  });

  it("step 2 needs one option, and remarks when the option asks for them", async () => {
    const { alice } = ctx.cast;
    const slotId = await attendedClass();
    const { survey } = (await show(alice, { slot_id: slotId })).body;
    await postAs(setSurveyRating, "/set-survey-rating", alice, {
      surveyId: survey.surveyId,
      rating: 3,
    });
    const none = await show(alice, { action_type: "submit", slot_id: slotId });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please choose one option from above.");
    const noRemarks = await show(alice, {
      action_type: "submit",
      slot_id: slotId,
      feedback_val: "tech_trouble",
      remarks_val: "  ",
    });
    expect(noRemarks.status).toBe(400);
    expect(noRemarks.body.message).toBe("Please enter the remarks.");
    const fine = await show(alice, { action_type: "submit", slot_id: slotId, feedback_val: "fun" });
    expect(fine.status).toBe(200);
  });

  it("closing an unanswered survey earns nothing but still never asks again (also on {v1})", async () => {
    const { alice } = ctx.cast;
    const slotId = await attendedClass();
    const shown = await postAs(displaySurveyV1, "/ng-api/v1/display-survey-options", alice, {
      slot_id: slotId,
    });
    expect(shown.body).toMatchObject({ show: true, survey: { slot_id: slotId, step: 1 } });
    const closed = await postAs(closeSurveyV1, "/ng-api/v1/close-survey-options", alice, {
      slot_id: slotId,
    });
    expect(closed.body).toMatchObject({ status: "success", points: 0 });
    const [row] = await ctx.t.db
      .select()
      .from(classSurveys)
      .where(and(eq(classSurveys.sessionId, slotId), eq(classSurveys.studentId, alice.id)));
    expect(row!.closedAt).not.toBeNull();
  });

  it("refuses another student's survey, a class not attended, a wrong userId, a bad rating", async () => {
    const { alice, bob, stranger, teacher } = ctx.cast;
    const slotId = await attendedClass();
    const { survey } = (await show(alice, { slot_id: slotId })).body;

    const bobRates = await postAs(setSurveyRating, "/set-survey-rating", bob, {
      surveyId: survey.surveyId,
      rating: 1,
    });
    expect(bobRates.status).toBe(403);
    expect(bobRates.body.message).toBe(SURVEY_MESSAGES.notYourSurvey);

    // Bob booked but did not attend; the stranger was not in the class at all.
    expect((await show(bob, { slot_id: slotId })).status).toBe(403);
    expect((await show(stranger, { slot_id: slotId })).status).toBe(403);
    expect(
      (await postAs(closeSurvey, "/close-survey-options", stranger, { slot_id: slotId })).status,
    ).toBe(403);
    expect(
      (
        await show(stranger, {
          action_type: "submit",
          slot_id: slotId,
          feedback_val: "fun",
        })
      ).status,
    ).toBe(403);

    const wrongUser = await postAs(setSurveyRating, "/set-survey-rating", alice, {
      surveyId: survey.surveyId,
      rating: 4,
      userId: bob.id,
    });
    expect(wrongUser.status).toBe(403);
    for (const rating of [0, 6, "x"]) {
      const bad = await postAs(setSurveyRating, "/set-survey-rating", alice, {
        surveyId: survey.surveyId,
        rating,
      });
      expect(bad.status).toBe(400);
    }
    // Teachers and visitors are not students.
    expect((await show(teacher as typeof alice)).status).toBe(403);
    expect((await postAs(displaySurvey, "/display-survey-options", null, {})).status).toBe(401);
    const [row] = await ctx.t.db
      .select()
      .from(classSurveys)
      .where(eq(classSurveys.id, survey.surveyId));
    expect(row!.rating).toBeNull();
  });

  it("shows the teacher the results of their own classes only (students by first name)", async () => {
    const { alice, teacher, otherTeacher } = ctx.cast;
    const slotId = await attendedClass();
    const { survey } = (await show(alice, { slot_id: slotId })).body;
    await postAs(setSurveyRating, "/set-survey-rating", alice, {
      surveyId: survey.surveyId,
      rating: 2,
    });
    await show(alice, {
      action_type: "submit",
      slot_id: slotId,
      feedback_val: "other",
      remarks_val: "Needed more time",
    });
    const at = { search: {}, zone: "Asia/Kolkata", now: new Date() };
    const mine = await loadTeacherSurveyResults(ctx.t.db, { ...at, user: teacher as never });
    const row = mine.rows.find((r) => r.id === survey.surveyId);
    expect(row).toMatchObject({
      studentFirstName: "Alice",
      rating: 2,
      option: "Something else",
      remarks: "Needed more time",
    });
    expect(mine.answered).toBeGreaterThanOrEqual(1);
    expect(mine.byOption.find((o) => o.value === "other")!.count).toBeGreaterThanOrEqual(1);
    const theirs = await loadTeacherSurveyResults(ctx.t.db, { ...at, user: otherTeacher as never });
    expect(theirs.rows).toEqual([]);
    await expect(
      loadTeacherSurveyResults(ctx.t.db, { ...at, user: alice as never }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
