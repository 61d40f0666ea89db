import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as getAllOnlineCourses } from "@/app/(api)/get-all-online-courses/route";
import { POST as getCourseUnits } from "@/app/(api)/get-course-unit-or-chapters/route";
import { POST as getFaqCourses } from "@/app/(api)/get-faq-courses/route";
import { POST as getRecommended } from "@/app/(api)/get-recomended-courses/route";
import { POST as getTeacherBio } from "@/app/(api)/get-teacher-bio/route";
import { GET as getTrailerVideo } from "@/app/(api)/get_trailer_video/[id]/route";
import { POST as loadCourses } from "@/app/(api)/load_courses/route";
import { POST as loadPopularCourses } from "@/app/(api)/load_popular_courses/route";
import { GET as getPopularCourses } from "@/app/(api)/ng-api/v1/get-popular-courses/route";
import { POST as updateAgeSession } from "@/app/(api)/updateAgeSession/route";
import { courseFaqs, courses, courseTrailers, courseUnits, teacherSubjects } from "@/db/schema";
import { getCoursePage } from "@/lib/catalog/course-page";
import {
  courseUnitsResponse,
  faqCoursesResponse,
  loadCoursesResponse,
  loadPopularCoursesResponse,
  onlineCoursesResponse,
  popularCoursesResponse,
  recommendedCoursesResponse,
  teacherBioResponse,
  trailerVideoResponse,
  updateAgeSessionResponse,
} from "@/lib/catalog/courses/legacy-schemas";
import { encodeId } from "@/lib/ids";
import { makeCourse, makeStream, makeSubject, makeTeacher } from "../support/factories";
import { postJson, responseCookies, type RouteHandler } from "../support/legacy-client";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
type IdKey =
  | "music"
  | "art"
  | "guitar"
  | "g1"
  | "g2"
  | "p1"
  | "p2"
  | "draft"
  | "a1"
  | "star"
  | "plain"
  | "pianist";
const ids = {} as Record<IdKey, number>;

/** POSTs JSON and reads the status and body. */
async function post(handler: RouteHandler, path: string, body: unknown, cookie?: string) {
  const res = await postJson(handler, path, body, cookie ? { cookie } : {});
  return { status: res.status, body: await res.json(), res };
}

async function trailers(id: string) {
  const res = await getTrailerVideo(new Request(`http://localhost/get_trailer_video/${id}`), {
    params: Promise.resolve({ id }),
  });
  return { status: res.status, body: await res.json() };
}

async function popular(query = "", cookie?: string) {
  const res = await getPopularCourses(
    new Request(`http://localhost/ng-api/v1/get-popular-courses${query}`, {
      headers: cookie ? { cookie } : {},
    }),
  );
  return { status: res.status, body: await res.json() };
}

const names = (list: { course_name: string }[]) => list.map((c) => c.course_name);

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const db = t.db;
  const music = await makeStream(db, { name: "Music", slug: "music", sortOrder: 1 });
  const art = await makeStream(db, { name: "Art", slug: "art", sortOrder: 2 });
  await makeStream(db, { name: "Cooking", slug: "cooking", sortOrder: 3 });
  ids.music = music.id;
  ids.art = art.id;
  const guitar = await makeSubject(db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  const piano = await makeSubject(db, music.id, { name: "Piano", slug: "piano", code: "PNO" });
  const drawing = await makeSubject(db, art.id, { name: "Drawing", slug: "drawing", code: "DRW" });
  ids.guitar = guitar.id;

  const course = async (subject: typeof guitar, over: Parameters<typeof makeCourse>[2]) =>
    (await makeCourse(db, subject, over)).id;
  ids.g1 = await course(guitar, {
    name: "Guitar for Beginners",
    slug: "guitar-for-beginners",
    type: "individual",
    ageMin: 12,
    ageMax: 99,
    popularity: 900,
    fromPriceInrMinor: 59900,
    fromPriceUsdMinor: 1500,
  });
  ids.g2 = await course(guitar, {
    name: "Guitar for Kids",
    slug: "guitar-for-kids",
    type: "group",
    ageMin: 7,
    ageMax: 14,
    popularity: 500,
  });
  ids.p1 = await course(piano, {
    name: "Piano Foundation",
    slug: "piano-foundation",
    ageMin: 10,
    ageMax: 99,
    popularity: 700,
  });
  ids.p2 = await course(piano, {
    name: "Piano for Young Learners",
    slug: "piano-for-young-learners",
    ageMin: 5,
    ageMax: 12,
    popularity: 300,
  });
  ids.draft = await course(guitar, {
    name: "Draft Guitar",
    slug: "draft-guitar",
    popularity: 999,
    isPublished: false,
  });
  // Nine art courses: 13 published in all, so three pages of six.
  for (let i = 1; i <= 9; i++) {
    const id = await course(drawing, {
      name: `Drawing ${i}`,
      slug: `drawing-${i}`,
      type: i % 3 === 0 ? "group" : "individual",
      ageMin: 5,
      ageMax: 10 + i,
      popularity: 100 + i,
    });
    if (i === 1) ids.a1 = id;
  }

  await db.insert(courseUnits).values([
    { courseId: ids.g1, kind: "why_us", title: "Second reason", body: "B", sortOrder: 1 },
    { courseId: ids.g1, kind: "why_us", title: "First reason", body: "A", sortOrder: 0 },
    { courseId: ids.g1, kind: "review", title: "Anita, learner", body: "Great", sortOrder: 0 },
    { courseId: ids.g1, kind: "quiz", title: "Is there a guitar?", body: "Any", sortOrder: 0 },
    { courseId: ids.g1, kind: "quiz_result_positive", title: "Fit", body: "Go", sortOrder: 0 },
    { courseId: ids.g1, kind: "quiz_result_negative", title: "No", body: "Wait", sortOrder: 0 },
    { courseId: ids.g1, kind: "how_it_works", title: "Book", body: "Demo", sortOrder: 0 },
    { courseId: ids.g1, kind: "trial_pack", title: "Trial", body: "Free", sortOrder: 0 },
    { courseId: ids.g1, kind: "basics_desc", title: "Chords", body: "E minor", sortOrder: 0 },
    { courseId: ids.g2, kind: "why_us", title: "Kids reason", body: "K", sortOrder: 0 },
  ]);
  await db.insert(courseFaqs).values([
    { courseId: null, question: "General two", answer: "G2", sortOrder: 1 },
    { courseId: ids.g1, question: "Own two", answer: "O2", sortOrder: 1 },
    { courseId: null, question: "General one", answer: "G1", sortOrder: 0 },
    { courseId: ids.g1, question: "Own one", answer: "O1", sortOrder: 0 },
    { courseId: ids.g2, question: "Other course", answer: "X", sortOrder: 0 },
  ]);
  await db.insert(courseTrailers).values([
    {
      courseId: ids.g1,
      title: "Strumming",
      videoUrl: "https://cdn.tutorlive.in/trailers/guitar-for-beginners-2.mp4",
      thumbnailUrl: null,
      sortOrder: 1,
    },
    {
      courseId: ids.g1,
      title: "First chords",
      videoUrl: "https://cdn.tutorlive.in/trailers/guitar-for-beginners.mp4",
      thumbnailUrl: "https://cdn.tutorlive.in/trailers/guitar-for-beginners.jpg",
      sortOrder: 0,
    },
    {
      courseId: ids.g1,
      title: "A dead link",
      videoUrl: "https://videos.tutorlive.example/trailers/placeholder.mp4",
      thumbnailUrl: null,
      sortOrder: 2,
    },
  ]);

  const star = await makeTeacher(db, guitar, {
    user: { firstName: "Rohan", lastName: "Mathew" },
    profile: { rating: 4.9, ratingCount: 30, bio: "Rohan has taught guitar for 12 years." },
  });
  const plain = await makeTeacher(db, guitar, {
    user: { firstName: "Asha", lastName: "Rao" },
    profile: { rating: 4.2, ratingCount: 5, priceInrMinor: 40000, priceUsdMinor: 1100 },
  });
  await makeTeacher(db, guitar, { user: { firstName: "Gone", isActive: false } });
  const pianist = await makeTeacher(db, piano, {
    user: { firstName: "Meera", lastName: "Iyer" },
    profile: { rating: 4.5, ratingCount: 12 },
  });
  // The pianist also teaches guitar, as a secondary subject.
  await db
    .insert(teacherSubjects)
    .values({ teacherId: pianist.user.id, subjectId: guitar.id, kind: "secondary" });
  await makeTeacher(db, piano, { user: { firstName: "Only", lastName: "Piano" } });
  ids.star = star.user.id;
  ids.plain = plain.user.id;
  ids.pianist = pianist.user.id;
});

afterAll(() => t.destroy());

describe("POST /load_courses", () => {
  it("lists every published course in stream order, most popular first", async () => {
    const { status, body } = await post(loadCourses, "/load_courses", {});
    expect(status).toBe(200);
    const answer = loadCoursesResponse.parse(body);
    expect(answer).toMatchObject({ status: "success", stream: null, type: "all", age: null });
    expect(answer.total).toBe(13);
    expect(names(answer.courses).slice(0, 5)).toEqual([
      "Guitar for Beginners",
      "Piano Foundation",
      "Guitar for Kids",
      "Piano for Young Learners",
      "Drawing 9",
    ]);
    expect(names(answer.courses)).not.toContain("Draft Guitar");
    expect(answer.courses[0]).toMatchObject({
      id: ids.g1,
      encoded_id: encodeId(ids.g1),
      course_type: "individual",
      stream_slug: "music",
      subject_name: "Guitar",
      currency: "INR",
      price: 599,
      price_text: "₹599",
      url: "http://localhost:3000/courses/music/guitar-for-beginners",
    });
  });

  it("narrows by stream (id or slug), type and age", async () => {
    const byId = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: ids.music })).body,
    );
    expect(byId.stream).toEqual({ id: ids.music, name: "Music", slug: "music" });
    expect(byId.total).toBe(4);
    const bySlug = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: "music", type: "group" })).body,
    );
    expect(names(bySlug.courses)).toEqual(["Guitar for Kids"]);
    const forEight = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: "music", age: "8" })).body,
    );
    expect(names(forEight.courses)).toEqual(["Guitar for Kids", "Piano for Young Learners"]);
    const teen = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { age: 13, type: "individual" })).body,
    );
    expect(names(teen.courses)).toEqual([
      "Guitar for Beginners",
      "Piano Foundation",
      "Drawing 8",
      "Drawing 7",
      "Drawing 5",
      "Drawing 4",
    ]);
    const everyone = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: 0, type: "all", age: "" })).body,
    );
    expect(everyone.total).toBe(13);
  });

  it("prices in the viewer's currency: cur, then tz, then the tz cookie", async () => {
    const usd = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: "music" }, "tz=America%2FNew_York"))
        .body,
    );
    expect(usd.currency).toBe("USD");
    expect(usd.courses[0]).toMatchObject({ price: 15, price_text: "$15", currency: "USD" });
    const inr = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { tz: "Asia/Calcutta" }, "tz=Europe%2FLondon"))
        .body,
    );
    expect(inr.currency).toBe("INR");
  });

  it("answers 400 with a message for bad values and 404 for an unknown stream", async () => {
    for (const [body, field, message] of [
      [{ type: "batch" }, "type", "type must be group, individual or all."],
      [{ age: 120 }, "age", "age must be a whole number from 3 to 99."],
      [{ age: "eight" }, "age", "age must be a whole number from 3 to 99."],
      [
        { stream_id: "no such!" },
        "stream_id",
        "stream_id must be a stream id or slug, such as 1 or music.",
      ],
    ] as const) {
      const { status, body: answer } = await post(loadCourses, "/load_courses", body);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ status: "error", message, errors: { [field]: message } });
    }
    for (const stream_id of ["gardening", 987654]) {
      const { status, body } = await post(loadCourses, "/load_courses", { stream_id });
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: "error", message: "Stream not found." });
    }
  });
});

describe("POST /updateAgeSession", () => {
  it("remembers the age in an HttpOnly cookie, and load_courses then defaults to it", async () => {
    const { status, body, res } = await post(updateAgeSession, "/updateAgeSession", { age: "8" });
    expect(status).toBe(200);
    expect(updateAgeSessionResponse.parse(body)).toEqual({ status: "success", age: 8 });
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^learner_age=8; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = `learner_age=${responseCookies(res).learner_age}`;

    const remembered = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: "music" }, cookie)).body,
    );
    expect(remembered.age).toBe(8);
    expect(names(remembered.courses)).toEqual(["Guitar for Kids", "Piano for Young Learners"]);
    // An age in the request wins over the remembered one.
    const given = loadCoursesResponse.parse(
      (await post(loadCourses, "/load_courses", { stream_id: "music", age: 30 }, cookie)).body,
    );
    expect(given.age).toBe(30);
    expect(names(given.courses)).toEqual(["Guitar for Beginners", "Piano Foundation"]);
  });

  it("refuses a missing or out-of-range age with 400 and sets no cookie", async () => {
    for (const [body, message] of [
      [{}, "age is required."],
      [{ age: "" }, "age is required."],
      [{ age: 2 }, "age must be a whole number from 3 to 99."],
      [{ age: 100 }, "age must be a whole number from 3 to 99."],
      [{ age: "ten" }, "age must be a whole number from 3 to 99."],
    ] as const) {
      const { status, body: answer, res } = await post(updateAgeSession, "/updateAgeSession", body);
      expect(status).toBe(400);
      expect(answer).toMatchObject({ errors: { age: message } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("popular courses", () => {
  it("POST /load_popular_courses gives the most popular published courses of a stream", async () => {
    const all = loadPopularCoursesResponse.parse(
      (await post(loadPopularCourses, "/load_popular_courses", {})).body,
    );
    expect(names(all.courses)).toEqual([
      "Guitar for Beginners",
      "Piano Foundation",
      "Guitar for Kids",
      "Piano for Young Learners",
      "Drawing 9",
      "Drawing 8",
    ]);
    const art = loadPopularCoursesResponse.parse(
      (await post(loadPopularCourses, "/load_popular_courses", { stream_id: ids.art })).body,
    );
    expect(art.stream?.slug).toBe("art");
    expect(names(art.courses)[0]).toBe("Drawing 9");
    expect(art.courses).toHaveLength(6);
    expect(
      (await post(loadPopularCourses, "/load_popular_courses", { stream_id: "x!" })).status,
    ).toBe(400);
    expect(
      (await post(loadPopularCourses, "/load_popular_courses", { stream_id: 999999 })).status,
    ).toBe(404);
  });

  it("GET /ng-api/v1/get-popular-courses is versioned: changed false when the version matches", async () => {
    const first = popularCoursesResponse.parse((await popular()).body);
    expect(first).toMatchObject({ status: "success", changed: true, currency: "INR" });
    expect(names(first.courses)[0]).toBe("Guitar for Beginners");

    const again = popularCoursesResponse.parse((await popular(`?version=${first.version}`)).body);
    expect(again).toEqual({
      status: "success",
      version: first.version,
      changed: false,
      currency: "INR",
      courses: [],
    });

    // Prices differ by currency, so the version does too.
    const usd = popularCoursesResponse.parse(
      (await popular(`?version=${first.version}&cur=USD`)).body,
    );
    expect(usd.changed).toBe(true);
    expect(usd.version).not.toBe(first.version);
    expect(usd.courses[0]?.price_text).toBe("$15");

    // A new ranking changes the version, even within the same second.
    await t.db.update(courses).set({ popularity: 50 }).where(eq(courses.id, ids.g1));
    const reranked = popularCoursesResponse.parse(
      (await popular(`?version=${first.version}`)).body,
    );
    expect(reranked.changed).toBe(true);
    expect(names(reranked.courses)[0]).toBe("Piano Foundation");
    await t.db.update(courses).set({ popularity: 900 }).where(eq(courses.id, ids.g1));
  });

  it("answers 400 for a bad version", async () => {
    const { status, body } = await popular(`?version=${"v".repeat(65)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { version: "version is too long." } });
  });
});

describe("GET /get_trailer_video/{id}", () => {
  it("lists a course's trailers in order, by plain or base64 id", async () => {
    for (const id of [String(ids.g1), encodeId(ids.g1), encodeURIComponent(encodeId(ids.g1))]) {
      const { status, body } = await trailers(id);
      expect(status).toBe(200);
      expect(trailerVideoResponse.parse(body).custVids).toEqual([
        {
          id: expect.any(Number),
          title: "First chords",
          video_url: "https://cdn.tutorlive.in/trailers/guitar-for-beginners.mp4",
          thumbnail_url: "https://cdn.tutorlive.in/trailers/guitar-for-beginners.jpg",
        },
        expect.objectContaining({ title: "Strumming", thumbnail_url: null }),
      ]);
    }
    expect((await trailers(String(ids.g2))).body).toEqual({ status: "success", custVids: [] });
  });

  it("answers 400 for a bad id and 404 for an unknown or unpublished course", async () => {
    const bad = await trailers("not-an-id");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { id: expect.stringMatching(/^id must be a course id/) },
    });
    expect((await trailers("999999")).status).toBe(404);
    const draft = await trailers(String(ids.draft));
    expect(draft).toMatchObject({ status: 404, body: { message: "Course not found." } });
  });
});

describe("POST /get-all-online-courses", () => {
  const call = (body: unknown) => post(getAllOnlineCourses, "/get-all-online-courses", body);

  it("pages by six with total and page count", async () => {
    const first = onlineCoursesResponse.parse(
      (
        await call({
          page: 1,
          category: "",
          type: "",
          page_url: "",
          timezone: "Asia/Kolkata",
          version: "1",
        })
      ).body,
    );
    expect(first.data).toMatchObject({
      current_page: 1,
      per_page: 6,
      total: 13,
      last_page: 3,
      from: 1,
      to: 6,
      prev_page_url: null,
      next_page_url: "http://localhost:3000/courses/all?page=2",
    });
    expect(first.data.data).toHaveLength(6);
    expect(first.version).toMatch(/^13-[0-9a-f]{16}$/);
    const second = onlineCoursesResponse.parse((await call({ page: "2" })).body);
    const third = onlineCoursesResponse.parse((await call({ page: 3 })).body);
    expect(second.data.data).toHaveLength(6);
    expect(third.data).toMatchObject({ from: 13, to: 13, next_page_url: null });
    const seen = [...first.data.data, ...second.data.data, ...third.data.data].map((c) => c.id);
    expect(new Set(seen).size).toBe(13);
    const past = onlineCoursesResponse.parse((await call({ page: 4 })).body);
    expect(past.data).toMatchObject({ data: [], from: null, total: 13 });
  });

  it("narrows by category (slug or id) and type, keeping them in the page links", async () => {
    const art = onlineCoursesResponse.parse(
      (
        await call({
          category: "art",
          type: "individual",
          page_url: "https://elsewhere.example/x/y",
        })
      ).body,
    );
    expect(art.category).toEqual({ id: ids.art, name: "Art", slug: "art" });
    expect(art.data).toMatchObject({ total: 6, last_page: 1 });
    expect(
      art.data.data.every((c) => c.stream_slug === "art" && c.course_type === "individual"),
    ).toBe(true);
    const music = onlineCoursesResponse.parse((await call({ category: ids.music })).body);
    expect(music.data.total).toBe(4);
    const paged = onlineCoursesResponse.parse(
      (await call({ category: "art", page_url: "/courses/all" })).body,
    );
    expect(paged.data.next_page_url).toBe("http://localhost:3000/courses/all?category=art&page=2");
    // page_url only lends its path: links never point to another site.
    const other = onlineCoursesResponse.parse(
      (await call({ category: "art", page_url: "https://elsewhere.example/list" })).body,
    );
    expect(other.data.next_page_url).toBe("http://localhost:3000/list?category=art&page=2");
    const usd = onlineCoursesResponse.parse((await call({ timezone: "America/Chicago" })).body);
    expect(usd.currency).toBe("USD");
  });

  it("answers 400 for a bad page, type or category and 404 for an unknown category", async () => {
    for (const body of [
      { page: 0 },
      { page: "x" },
      { page: 1001 },
      { type: "any" },
      { category: "a b" },
    ]) {
      expect((await call(body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call({ category: "gardening" });
    expect(unknown).toMatchObject({ status: 404, body: { message: "Stream not found." } });
  });
});

describe("the course_id calls", () => {
  const bad = [
    [{}, "course_id is required."],
    [{ course_id: "" }, "course_id must be a course id, plain (12) or base64 (MTI=)."],
    [{ course_id: "abc!" }, "course_id must be a course id, plain (12) or base64 (MTI=)."],
    [{ course_id: -3 }, "course_id must be a course id, plain (12) or base64 (MTI=)."],
  ] as const;
  const calls: [string, RouteHandler][] = [
    ["/get-recomended-courses", getRecommended],
    ["/get-faq-courses", getFaqCourses],
    ["/get-teacher-bio", getTeacherBio],
    ["/get-course-unit-or-chapters", getCourseUnits],
  ];

  it("all answer 400 for a missing or bad course_id and 404 for an unknown or unpublished course", async () => {
    for (const [path, handler] of calls) {
      for (const [body, message] of bad) {
        const { status, body: answer } = await post(handler, path, body);
        expect(status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer).toMatchObject({ errors: { course_id: message } });
      }
      for (const course_id of [999999, ids.draft]) {
        const { status, body } = await post(handler, path, { course_id });
        expect(status, path).toBe(404);
        expect(body.message).toBe("Course not found.");
      }
    }
  });

  it("POST /get-recomended-courses: same stream, never the course itself, most popular first", async () => {
    const { status, body } = await post(getRecommended, "/get-recomended-courses", {
      course_id: encodeId(ids.g1),
    });
    expect(status).toBe(200);
    const answer = recommendedCoursesResponse.parse(body);
    expect(names(answer.data)).toEqual([
      "Piano Foundation",
      "Guitar for Kids",
      "Piano for Young Learners",
    ]);
    const art = recommendedCoursesResponse.parse(
      (await post(getRecommended, "/get-recomended-courses", { course_id: ids.a1 })).body,
    );
    expect(art.data).toHaveLength(6);
    expect(art.data.map((c) => c.id)).not.toContain(ids.a1);
    expect(art.data.every((c) => c.stream_slug === "art")).toBe(true);
  });

  it("POST /get-faq-courses: the course's FAQs in order, then the general ones", async () => {
    const answer = faqCoursesResponse.parse(
      (await post(getFaqCourses, "/get-faq-courses", { course_id: String(ids.g1) })).body,
    );
    expect(answer.data.map((f) => [f.question, f.is_general])).toEqual([
      ["Own one", false],
      ["Own two", false],
      ["General one", true],
      ["General two", true],
    ]);
    const none = faqCoursesResponse.parse(
      (await post(getFaqCourses, "/get-faq-courses", { course_id: ids.p1 })).body,
    );
    expect(none.data.map((f) => f.question)).toEqual(["General one", "General two"]);
  });

  it("POST /get-teacher-bio: active teachers of the course's subject, best rated first", async () => {
    const answer = teacherBioResponse.parse(
      (await post(getTeacherBio, "/get-teacher-bio", { course_id: ids.g1, cur: "USD" })).body,
    );
    expect(answer.data.map((x) => x.id)).toEqual([ids.star, ids.pianist, ids.plain]);
    expect(answer.data[0]).toMatchObject({
      name: "Rohan Mathew",
      first_name: "Rohan",
      headline: "Teacher headline",
      bio: "Rohan has taught guitar for 12 years.",
      rating: 4.9,
      rating_count: 30,
      currency: "USD",
      price_text: "$15",
      profile_url: `http://localhost:3000/teacher-profile/${encodeId(ids.star)}`,
    });
    const piano = teacherBioResponse.parse(
      (await post(getTeacherBio, "/get-teacher-bio", { course_id: ids.p1 })).body,
    );
    expect(piano.data.map((x) => x.first_name)).toEqual(["Meera", "Only"]);
  });

  it("POST /get-course-unit-or-chapters: the units grouped by kind, each kind in order", async () => {
    const answer = courseUnitsResponse.parse(
      (await post(getCourseUnits, "/get-course-unit-or-chapters", { course_id: ids.g1 })).body,
    );
    expect(answer.data).toEqual({
      courseUnitWhyUs: [
        { title: "First reason", body: "A" },
        { title: "Second reason", body: "B" },
      ],
      courseUnitTrialPack: [{ title: "Trial", body: "Free" }],
      courseUnitHowItWorks: [{ title: "Book", body: "Demo" }],
      courseUnitQuiz: [{ title: "Is there a guitar?", body: "Any" }],
      courseReview: [{ title: "Anita, learner", body: "Great" }],
      courseBasicsDesc: [{ title: "Chords", body: "E minor" }],
      quizResultPositive: [{ title: "Fit", body: "Go" }],
      quizResultNegative: [{ title: "No", body: "Wait" }],
    });
    const empty = courseUnitsResponse.parse(
      (await post(getCourseUnits, "/get-course-unit-or-chapters", { course_id: ids.p2 })).body,
    );
    expect(Object.values(empty.data).every((list) => list.length === 0)).toBe(true);
  });
});

describe("the course page's data", () => {
  it("brings units, FAQs, trailers, teachers and recommendations in one call", async () => {
    const page = await getCoursePage(t.db, "music", "guitar-for-beginners");
    expect(page?.course).toMatchObject({ id: ids.g1, subjectName: "Guitar", streamSlug: "music" });
    expect(page?.units.why_us.map((u) => u.title)).toEqual(["First reason", "Second reason"]);
    expect(page?.faqs.map((f) => f.question)).toEqual([
      "Own one",
      "Own two",
      "General one",
      "General two",
    ]);
    expect(page?.trailers.map((v) => v.title)).toEqual(["First chords", "Strumming"]);
    expect(page?.teachers.map((x) => x.id)).toEqual([ids.star, ids.pianist, ids.plain]);
    expect(page?.recommended.map((c) => c.slug)).not.toContain("guitar-for-beginners");
    expect(await getCoursePage(t.db, "art", "guitar-for-beginners")).toBeNull();
    expect(await getCoursePage(t.db, "music", "draft-guitar")).toBeNull();
  });
});
