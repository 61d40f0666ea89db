import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as bookFreeSession } from "@/app/(api)/book-free-session/route";
import { GET as enrolRoute } from "@/app/(api)/enloll-to-workshop/[course_id]/[slot_id]/route";
import { POST as courseQuizRoute } from "@/app/(api)/get-trail-course-quiz/route";
import { GET as loadWorkshopGet, POST as loadWorkshop } from "@/app/(api)/load-workshop/route";
import { POST as submitQuizRoute } from "@/app/(api)/submit-quiz/route";
import {
  courseUnits,
  quizAttempts,
  quizQuestions,
  workshopEnrolments,
  workshops,
} from "@/db/schema";
import { seedWorkshopsAndQuiz } from "@/db/seed/workshops-quiz";
import { encodeId } from "@/lib/ids";
import { listSummerCampPlans, planIdOf, summerCampPlanTarget } from "@/lib/trial/summer-camp/plans";
import { courses, packs } from "@/db/schema";
import { courseOfSegment } from "@/lib/scheduling/booking/course-target";
import { bookFreeSessionResponse } from "@/lib/trial/free-session/schemas";
import { QUIZ_MESSAGES } from "@/lib/trial/quiz/messages";
import { courseQuizResponse, submitQuizResponse } from "@/lib/trial/quiz/schemas";
import { WORKSHOP_MESSAGES } from "@/lib/trial/workshops/messages";
import { enrolWorkshopResponse, loadWorkshopResponse } from "@/lib/trial/workshops/schemas";
import { testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { makeCourse, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { cookieHeaderFor } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

type Role = "student" | "teacher" | "admin";
type Who = { id: number; role: Role } | null;

let t: TestDatabase;
let course: { id: number; slug: string; subjectId: number };
let otherCourse: { id: number };
let parent: { id: number; role: Role };
let child: { id: number; role: Role };
let stranger: { id: number; role: Role };
let teacher: { id: number; role: Role };
let open: number, tiny: number, past: number, priced: number, elsewhere: number;
let q: number[];
let subject: { id: number; streamId: number };
const HOUR = 3_600_000;

async function post(
  handler: (r: Request) => Promise<Response>,
  path: string,
  who: Who,
  body: unknown,
) {
  const cookie = who ? await cookieHeaderFor(who) : {};
  const res = await handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.0.1", ...cookie },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: await res.json() };
}

async function enrol(who: Who, courseId: number | string, slotId: number | string, query = "") {
  const cookie = who ? await cookieHeaderFor(who) : {};
  const res = await enrolRoute(
    new Request(`http://localhost/enloll-to-workshop/${courseId}/${slotId}${query}`, {
      headers: cookie,
    }),
    { params: Promise.resolve({ course_id: String(courseId), slot_id: String(slotId) }) },
  );
  return { status: res.status, body: await res.json() };
}

async function makeWorkshop(over: Partial<typeof workshops.$inferInsert> = {}) {
  const startsAt = new Date(Date.now() + 48 * HOUR);
  const [row] = await t.db
    .insert(workshops)
    .values({
      courseId: course.id,
      title: "Rhythm games",
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      capacity: 10,
      ...over,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  useAsAppAuthDeps(await testAuthDeps(t.db));
  subject = await makeSubject(t.db, (await makeStream(t.db)).id);
  course = await makeCourse(t.db, subject);
  otherCourse = await makeCourse(t.db, subject);
  const asWho = (u: { id: number; role: string }) => ({ id: u.id, role: u.role as Role });
  parent = asWho(await makeUser(t.db, { firstName: "Asha", mobile: "9666000001" }));
  // Same mobile: the family trigger files the child under the parent's family.
  child = asWho(await makeUser(t.db, { firstName: "Ravi", mobile: "9666000001", email: null }));
  stranger = asWho(await makeUser(t.db, { firstName: "Sam" }));
  teacher = asWho((await makeTeacher(t.db, subject)).user);
  open = await makeWorkshop();
  tiny = await makeWorkshop({ capacity: 1, title: "One seat" });
  past = await makeWorkshop({
    startsAt: new Date(Date.now() - HOUR),
    endsAt: new Date(Date.now() + HOUR),
  });
  priced = await makeWorkshop({ priceInrMinor: 49900, priceUsdMinor: 1200 });
  elsewhere = await makeWorkshop({ courseId: otherCourse.id });
  await t.db.insert(workshops).values({
    courseId: course.id,
    title: "Hidden",
    startsAt: new Date(Date.now() + HOUR),
    endsAt: new Date(Date.now() + 2 * HOUR),
    capacity: 5,
    isPublished: false,
  });
  const rows = await t.db
    .insert(quizQuestions)
    .values(
      [0, 1, 2, 3, 4].map((i) => ({
        courseId: course.id,
        subjectId: subject.id,
        question: `Question ${i + 1}?`,
        options: ["Yes", "No", "Not sure"],
        correctOption: 0,
        marks: i === 4 ? 2 : 1,
        sortOrder: i,
      })),
    )
    .returning({ id: quizQuestions.id });
  q = rows.map((r) => r.id);
  await t.db.insert(courseUnits).values({
    courseId: course.id,
    kind: "quiz_result_negative",
    title: "Start with the basics",
    body: "Start with our beginner level.",
  });
});
afterAll(() => t.destroy());

describe("POST /load-workshop", () => {
  it("lists a course's upcoming published workshops with seats left and the viewer's time", async () => {
    const res = await post(loadWorkshop, "/load-workshop?tz=Asia/Kolkata", null, {
      course_id: course.id,
    });
    expect(res.status).toBe(200);
    const body = loadWorkshopResponse.parse(res.body);
    expect(body.data.map((w) => w.slot_id)).toEqual([open, tiny, priced]);
    expect(body.data[0]).toMatchObject({
      course_id: course.id,
      seats_left: 10,
      is_free: true,
      enrolled: false,
      enrol_path: `/enloll-to-workshop/${course.id}/${open}`,
    });
    expect(body.data[0]!.when).toMatch(
      /^\w+day, \d+(st|nd|rd|th) \w{3} at \d\d:\d\d [AP]M \(IST\)$/,
    );
    expect(body.data[2]!.is_free).toBe(false);
  });

  it("accepts a base64 course id, and without one lists every course's", async () => {
    const by64 = await post(loadWorkshop, "/load-workshop", null, {
      course_id: encodeId(course.id),
    });
    expect(by64.body.data).toHaveLength(3);
    const all = await post(loadWorkshop, "/load-workshop", null, {});
    expect(all.body.data.map((w: { slot_id: number }) => w.slot_id)).toContain(elsewhere);
  });

  it("refuses GET", async () => {
    const res = await loadWorkshopGet(new Request("http://localhost/load-workshop"));
    expect(res.status).toBe(405);
  });
});

describe("GET /enloll-to-workshop/{course_id}/{slot_id}", () => {
  it("needs a logged-in student", async () => {
    expect((await enrol(null, course.id, open)).status).toBe(401);
    expect((await enrol(teacher, course.id, open)).status).toBe(403);
  });

  it("enrols the session's child: status true, 200, the thank-you page", async () => {
    const res = await enrol(child, course.id, open);
    expect(res.status).toBe(200);
    expect(enrolWorkshopResponse.parse(res.body)).toEqual({
      status: true,
      responseCode: 200,
      message: WORKSHOP_MESSAGES.enrolled,
      data: { redirect_to: `/thank_you_workshop?workshop=${open}`, slot_id: open, seats_left: 9 },
    });
    const listed = await post(loadWorkshop, "/load-workshop", child, { course_id: course.id });
    expect(listed.body.data[0]).toMatchObject({ slot_id: open, enrolled: true, seats_left: 9 });
  });

  it("a second time: status true with 201 (warning), no second seat", async () => {
    const res = await enrol(child, course.id, open);
    expect(res.body).toMatchObject({
      status: true,
      responseCode: 201,
      message: WORKSHOP_MESSAGES.alreadyEnrolled,
      data: null,
    });
    const [w] = await t.db.select().from(workshops).where(eq(workshops.id, open));
    expect(w!.enrolledCount).toBe(1);
  });

  it("a parent enrols another child of the family; not a child of another family (403)", async () => {
    const sibling = await makeUser(t.db, { firstName: "Mira", mobile: "9666000001", email: null });
    const ok = await enrol(parent, course.id, open, `?student_id=${sibling.id}`);
    expect(ok.body).toMatchObject({ status: true, responseCode: 200 });
    const foreign = await enrol(parent, course.id, open, `?student_id=${stranger.id}`);
    expect(foreign.status).toBe(403);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(workshopEnrolments)
      .where(
        and(eq(workshopEnrolments.workshopId, open), eq(workshopEnrolments.studentId, stranger.id)),
      )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("full: status false, 409, the database refused the seat", async () => {
    expect((await enrol(stranger, course.id, tiny)).body).toMatchObject({
      status: true,
      responseCode: 200,
    });
    const res = await enrol(parent, course.id, tiny);
    expect(res.body).toEqual({
      status: false,
      responseCode: 409,
      message: WORKSHOP_MESSAGES.full,
      data: null,
    });
    const [w] = await t.db.select().from(workshops).where(eq(workshops.id, tiny));
    expect(w!.enrolledCount).toBe(1);
  });

  it("the database itself refuses a seat past capacity, whoever inserts", async () => {
    await expect(
      t.db
        .insert(workshopEnrolments)
        .values({ workshopId: tiny, studentId: child.id, enrolledAt: new Date() }),
    ).rejects.toThrow();
  });

  it("started: status false, 410; priced: status false, 402", async () => {
    expect((await enrol(child, course.id, past)).body).toMatchObject({
      status: false,
      responseCode: 410,
      message: WORKSHOP_MESSAGES.started,
    });
    expect((await enrol(child, course.id, priced)).body).toMatchObject({
      status: false,
      responseCode: 402,
    });
  });

  it("another course's workshop, an unknown one, or a bad id: 404 / 400", async () => {
    expect((await enrol(child, course.id, elsewhere)).status).toBe(404);
    expect((await enrol(child, course.id, 999999)).status).toBe(404);
    expect((await enrol(child, "abc", open)).status).toBe(400);
  });

  it("leaving gives the seat back (the trigger counts deletes too)", async () => {
    await t.db.delete(workshopEnrolments).where(eq(workshopEnrolments.workshopId, tiny));
    const [w] = await t.db.select().from(workshops).where(eq(workshops.id, tiny));
    expect(w!.enrolledCount).toBe(0);
  });
});

describe("POST book-free-session", () => {
  it("a visitor: success false, status login, the signup type", async () => {
    const res = await post(bookFreeSession, "/book-free-session", null, { course_id: course.id });
    expect(res.status).toBe(200);
    expect(bookFreeSessionResponse.parse(res.body)).toMatchObject({
      success: false,
      status: "login",
      signup_type: "book_demo",
      redirect_to: `/st/book-demo/${course.slug}`,
    });
  });

  it("a family: the book-demo modal's data with the family's children", async () => {
    const res = await post(bookFreeSession, "/book-free-session", parent, { course_id: course.id });
    const body = bookFreeSessionResponse.parse(res.body);
    expect(body).toMatchObject({ success: true, status: "book_demo", needs_profile: false });
    expect(body.children.map((c) => c.user_id)).toEqual(
      expect.arrayContaining([parent.id, child.id]),
    );
    expect(body.children.find((c) => c.current)?.user_id).toBe(parent.id);
    expect(body.children.map((c) => c.user_id)).not.toContain(stranger.id);
  });

  it("course_id 0: the course list", async () => {
    const res = await post(bookFreeSession, "/book-free-session", parent, { course_id: 0 });
    expect(res.body).toMatchObject({ success: true, status: "courses", redirect_to: "/courses" });
  });

  it("an unknown course 404, a teacher 403, no course_id 400", async () => {
    expect(
      (await post(bookFreeSession, "/book-free-session", parent, { course_id: 999999 })).status,
    ).toBe(404);
    expect(
      (await post(bookFreeSession, "/book-free-session", teacher, { course_id: course.id })).status,
    ).toBe(403);
    expect((await post(bookFreeSession, "/book-free-session", parent, {})).status).toBe(400);
  });
});

describe("POST get-trail-course-quiz", () => {
  it("answers the questions without the right options, and the result rows", async () => {
    const res = await post(courseQuizRoute, "/get-trail-course-quiz", null, {
      course_id: course.id,
    });
    expect(res.status).toBe(200);
    const body = courseQuizResponse.parse(res.body);
    expect(body.data.map((x) => x.question_id)).toEqual(q);
    expect(JSON.stringify(res.body)).not.toContain("correct");
    expect(body.quizResultNegative).toBe("Start with our beginner level.");
    expect(body.quizResultPositive).toBe(QUIZ_MESSAGES.positive);
  });

  it("an unknown course 404, a missing id 400", async () => {
    expect(
      (await post(courseQuizRoute, "/get-trail-course-quiz", null, { course_id: 999999 })).status,
    ).toBe(404);
    expect((await post(courseQuizRoute, "/get-trail-course-quiz", null, {})).status).toBe(400);
  });
});

describe("POST submit-quiz", () => {
  const answers = (picks: (string | number | null)[]) => ({
    quiz_answers: picks.map((answer, i) => ({
      question_id: q[i],
      answer,
      marks: 100,
      subject_id: 1,
    })),
  });

  it("scores on the server (client marks ignored): 60 % or more is positive", async () => {
    // Right: 1, 1, 0, 0, 2 marks of 6 = 66 %.
    const res = await post(
      submitQuizRoute,
      "/submit-quiz",
      parent,
      answers(["Yes", "Yes", "No", "No", 0]),
    );
    expect(submitQuizResponse.parse(res.body)).toEqual({
      status: true,
      percentage: 66,
      message: QUIZ_MESSAGES.positive,
      result: "positive",
    });
    const [attempt] = await t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, parent.id));
    expect(attempt).toMatchObject({ score: 4, total: 6, percentage: 66 });
  });

  it("below 60 % is negative, with the course's own text", async () => {
    // Right: 1 + 1 + 1 = 3 of 6 = 50 %.
    const res = await post(
      submitQuizRoute,
      "/submit-quiz",
      null,
      answers(["Yes", "Yes", "Yes", "No", "No"]),
    );
    expect(res.body).toEqual({
      status: true,
      percentage: 50,
      message: "Start with our beginner level.",
      result: "negative",
    });
  });

  it("an unanswered question, an answer naming no option, or none at all: the spec's message", async () => {
    for (const body of [
      answers(["Yes", null, "Yes", "Yes", "Yes"]),
      answers(["Yes", "Yes", "Yes", "Yes"]),
      answers(["Yes", "Maybe", "Yes", "Yes", "Yes"]),
      { quiz_answers: [] },
    ]) {
      const res = await post(submitQuizRoute, "/submit-quiz", null, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: false,
        percentage: null,
        message: QUIZ_MESSAGES.answerAll,
        result: null,
      });
    }
  });

  it("an unknown question id: 400; a malformed body: 400", async () => {
    const res = await post(submitQuizRoute, "/submit-quiz", null, {
      quiz_answers: [{ question_id: 999999, answer: "Yes" }],
    });
    expect(res.status).toBe(400);
    expect((await post(submitQuizRoute, "/submit-quiz", null, { quiz_answers: "x" })).status).toBe(
      400,
    );
  });
});

describe("the demo seed", () => {
  it("gives every published course two upcoming free workshops and a quiz that scores", async () => {
    const fresh = await makeCourse(t.db, subject);
    const at = new Date();
    await t.db.delete(workshops);
    await t.db.delete(quizQuestions);
    const counts = await seedWorkshopsAndQuiz(t.db, at);
    const courseCount = 3; // course, otherCourse, fresh
    expect(counts).toEqual({ workshops: 2 * courseCount, quizQuestions: 5 * courseCount });
    const listed = await post(loadWorkshop, "/load-workshop", null, { course_id: fresh.id });
    expect(listed.body.data).toHaveLength(2);
    expect(
      listed.body.data.every(
        (w: { is_free: boolean; seats_left: number }) => w.is_free && w.seats_left > 0,
      ),
    ).toBe(true);
    const quiz = courseQuizResponse.parse(
      (await post(courseQuizRoute, "/get-trail-course-quiz", null, { course_id: fresh.id })).body,
    );
    expect(quiz.data).toHaveLength(5);
    const all = await post(submitQuizRoute, "/submit-quiz", null, {
      quiz_answers: quiz.data.map((x) => ({
        question_id: x.question_id,
        answer: x.options[0],
        marks: x.marks,
        subject_id: x.subject_id,
      })),
    });
    expect(all.body).toMatchObject({ status: true, percentage: 100, result: "positive" });
  });
});

describe("/st/book-demo/{encoded interest}", () => {
  it("finds the course of an interest (a subject's or a course's name), encoded or not", async () => {
    const guitar = await makeSubject(t.db, subject.streamId, { name: "Guitar Basics" });
    const main = await makeCourse(t.db, guitar, { name: "Strum Along", popularity: 5 });
    expect((await courseOfSegment(t.db, encodeURIComponent("guitar basics")))?.id).toBe(main.id);
    expect((await courseOfSegment(t.db, encodeURIComponent("Strum Along")))?.id).toBe(main.id);
    expect((await courseOfSegment(t.db, encodeId(course.id)))?.id).toBe(course.id);
    expect(await courseOfSegment(t.db, encodeURIComponent("Underwater Welding"))).toBeNull();
  });
});

describe("summer-camp plan ids", () => {
  it("an opaque plan id names the camp pack of the viewer's currency and the subject's course", async () => {
    const base = {
      subjectId: course.subjectId,
      segment: "summer-camp",
      courseType: "group",
      totalClasses: 8,
      isOffer: true,
    };
    const [inr] = await t.db
      .insert(packs)
      .values({ ...base, name: "Camp 8", currency: "INR", priceMinor: 199900 })
      .returning();
    const [usd] = await t.db
      .insert(packs)
      .values({ ...base, name: "Camp 8", currency: "USD", priceMinor: 4900 })
      .returning();
    const plans = await listSummerCampPlans(t.db, "USD");
    expect(plans).toHaveLength(1);
    const planId = planIdOf({ subjectId: course.subjectId, totalClasses: 8 });
    expect(plans[0]!.path).toBe(`/sms/st/choose-plan/${planId}/na`);
    expect(planId).not.toContain(String(course.subjectId) + ":");
    const target = await summerCampPlanTarget(t.db, planId, "INR");
    expect(target?.packId).toBe(inr!.id);
    expect((await summerCampPlanTarget(t.db, planId, "USD"))?.packId).toBe(usd!.id);
    const [named] = await t.db.select().from(courses).where(eq(courses.id, target!.courseId));
    expect(named!.subjectId).toBe(course.subjectId);
    // A base64 course id is not a plan id (the page reads it as a course), nor is a made-up one.
    expect(await summerCampPlanTarget(t.db, encodeId(course.id), "INR")).toBeNull();
    expect(
      await summerCampPlanTarget(
        t.db,
        planIdOf({ subjectId: course.subjectId, totalClasses: 12 }),
        "INR",
      ),
    ).toBeNull();
  });
});
