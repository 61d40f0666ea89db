import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAllSubjectByStream } from "@/app/(api)/em/getAllSubjectByStream/route";
import { POST as loadDashboardData } from "@/app/(api)/loadDashboardData/route";
import { POST as saveStudentsInterest } from "@/app/(api)/saveStudentsInterest/route";
import { POST as setLikeDislike } from "@/app/(api)/setLikeDislike/route";
import { migrateDatabase, openDatabase, type DbHandle } from "@/db/client";
import {
  studentInterests,
  subjects,
  teacherProfiles,
  teacherReactions,
  teacherSlots,
  teacherSubjects,
} from "@/db/schema";
import { seedDemoData } from "@/db/seed";
import { seedBulkTeachers } from "@/db/seed/teachers-bulk";
import { cookieHeaderFor } from "../support/legacy-client";
import type { Role } from "@/lib/auth/roles";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { SEARCH_MESSAGES, searchFiltersSchema } from "@/lib/catalog/search/filters";
import {
  loadDashboardDataResponse,
  setLikeDislikeResponse,
  subjectsByStreamResponse,
} from "@/lib/catalog/search/legacy-schemas";
import { FOLLOWING_MESSAGES, searchTeachers } from "@/lib/catalog/search/search-teachers";
import { encodeId } from "@/lib/ids";
import { makeCourse, makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const ids = {} as Record<
  "rohan" | "meera" | "kavya" | "pierre" | "inactive" | "s1" | "s2" | "teacherUser",
  number
>;
const streamIds = {} as Record<"music" | "languages" | "art", number>;
const cookies = {} as Record<"s1" | "s2" | "teacher", string>;
const artTeachers: number[] = [];

async function cookieFor(id: number, role: Role) {
  return (await cookieHeaderFor({ id, role })).cookie;
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  useAsAppAuthDeps(await testAuthDeps(t.db));
  const db = t.db;
  const music = await makeStream(db, { name: "Music", slug: "music" });
  const languages = await makeStream(db, { name: "Languages", slug: "languages" });
  const art = await makeStream(db, { name: "Art", slug: "art" });
  Object.assign(streamIds, { music: music.id, languages: languages.id, art: art.id });
  const guitar = await makeSubject(db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  const piano = await makeSubject(db, music.id, { name: "Piano", slug: "piano", code: "PNO" });
  const french = await makeSubject(db, languages.id, {
    name: "French",
    slug: "french",
    code: "FRE",
  });
  const calligraphy = await makeSubject(db, art.id, {
    name: "Calligraphy",
    slug: "calligraphy",
    code: "CAL",
  });
  await makeCourse(db, piano, { name: "Concert Piano", slug: "concert-piano", level: "advanced" });

  const rohan = await makeTeacher(db, guitar, {
    user: { firstName: "Rohan", lastName: "Mathew" },
    profile: {
      headline: "Guitarist and composer",
      rating: 4.9,
      ratingCount: 100,
      experienceYears: 12,
      priceInrMinor: 80000,
      priceUsdMinor: 2000,
      languages: ["English", "Hindi"],
    },
  });
  await db
    .insert(teacherSubjects)
    .values({ teacherId: rohan.user.id, subjectId: piano.id, kind: "secondary" });
  const meera = await makeTeacher(db, guitar, {
    user: { firstName: "Meera", lastName: "Iyer" },
    profile: {
      headline: "Acoustic strumming for beginners",
      rating: 4.2,
      ratingCount: 20,
      experienceYears: 3,
      priceInrMinor: 40000,
      priceUsdMinor: 1000,
      languages: ["English"],
    },
  });
  const kavya = await makeTeacher(db, piano, {
    user: { firstName: "Kavya", lastName: "Raman" },
    profile: {
      headline: "Western classical keys",
      rating: 4.6,
      ratingCount: 40,
      experienceYears: 8,
      priceInrMinor: 120000,
      priceUsdMinor: 3000,
      languages: ["English", "Tamil"],
    },
  });
  const pierre = await makeTeacher(db, french, {
    user: { firstName: "Pierre", lastName: "Lefevre" },
    profile: {
      headline: "Native speaker, DELF coach",
      rating: 3.9,
      ratingCount: 9,
      experienceYears: 20,
      priceInrMinor: 150000,
      priceUsdMinor: 2500,
      languages: ["English", "French"],
    },
  });
  const inactive = await makeTeacher(db, guitar, {
    user: { firstName: "Gone", lastName: "Away", isActive: false },
    profile: { rating: 5, ratingCount: 10, experienceYears: 30, languages: ["English", "Hindi"] },
  });
  for (let i = 0; i < 13; i++) {
    const teacher = await makeTeacher(db, calligraphy, {
      user: { firstName: `Artist${i}`, lastName: "Ink" },
      profile: {
        headline: "Brush lettering",
        rating: 3.5,
        ratingCount: 5,
        experienceYears: 1,
        priceInrMinor: 30000,
        priceUsdMinor: 500,
      },
    });
    artTeachers.push(teacher.user.id);
  }
  const s1 = await makeUser(db, { role: "student", firstName: "Asha" });
  const s2 = await makeUser(db, { role: "student", firstName: "Bala" });
  const teacherUser = rohan.user;
  Object.assign(ids, {
    rohan: rohan.user.id,
    meera: meera.user.id,
    kavya: kavya.user.id,
    pierre: pierre.user.id,
    inactive: inactive.user.id,
    s1: s1.id,
    s2: s2.id,
    teacherUser: teacherUser.id,
  });
  cookies.s1 = await cookieFor(s1.id, "student");
  cookies.s2 = await cookieFor(s2.id, "student");
  cookies.teacher = await cookieFor(teacherUser.id, "teacher");
  await refreshSearchDocuments(db);
});

afterAll(() => t.destroy());

type Params = Record<string, string>;

function request(
  path: string,
  {
    method = "POST",
    query = {},
    body,
    cookie,
  }: { method?: string; query?: Params; body?: unknown; cookie?: string } = {},
) {
  const url = `http://localhost${path}?${new URLSearchParams(query)}`;
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function search(query: Params, opts: { cookie?: string; body?: unknown } = {}) {
  const res = await loadDashboardData(request("/loadDashboardData", { query, ...opts }));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return loadDashboardDataResponse.parse(await res.json());
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((d) => d.id);

describe("POST /loadDashboardData: filters", () => {
  it("forgives a typo in the text and leaves out inactive teachers", async () => {
    const body = await search({ text: "gitar" });
    expect(idsOf(body).sort()).toEqual([ids.rohan, ids.meera].sort());
    expect(body.total).toBe(2);
    expect((await search({ text: "guitar teacher" })).total).toBe(2);
    expect(idsOf(await search({ text: "Mathew" }))).toEqual([ids.rohan]);
    // Name typos: nothing matches exactly, so trigram similarity over the documents answers.
    expect(idsOf(await search({ text: "Rohan Mathews" }))).toEqual([ids.rohan]);
    expect(idsOf(await search({ text: "Lefevr" }))).toEqual([ids.pierre]);
    expect(idsOf(await search({ text: "pianno" })).sort()).toEqual([ids.rohan, ids.kavya].sort());
    expect((await search({ text: "astrophysics" })).total).toBe(0);
  });

  it("carries the legacy fields of spec 1 section 3", async () => {
    const body = await search({ text: "rohan mathew" });
    expect(body.data[0]).toMatchObject({
      id: ids.rohan,
      first_name: "Rohan",
      last_name: "Mathew",
      primary_subjects: "Guitar",
      secondary_subjects: "Piano",
      stream_name: "Music",
      following: false,
      like_status: false,
      experience: 12,
      languages: ["English", "Hindi"],
      rating: 4.9,
      profile_url: `/teacher-profile/${encodeId(ids.rohan)}`,
      encoded_id: encodeId(ids.rohan),
    });
  });

  it("filters by minimum rating and stream (id or slug)", async () => {
    expect(idsOf(await search({ rating: "4.5", class: "music" }))).toEqual([ids.rohan, ids.kavya]);
    expect(idsOf(await search({ class: String(streamIds.languages) }))).toEqual([ids.pierre]);
    expect((await search({ class: "no-such-stream" })).total).toBe(0);
  });

  it("filters by price in rupees or dollars, from cur or the viewer's zone", async () => {
    const inr = await search({ price: "500-1000", class: "music", cur: "INR" });
    expect(idsOf(inr)).toEqual([ids.rohan]);
    expect(inr.data[0]).toMatchObject({ price: 800, price_minor: 80000, currency: "INR" });
    expect(inr.data[0]?.price_label).toBe("₹800");
    const usd = await search({ price: "20-30", cur: "usd", filter: "price_asc" });
    expect(idsOf(usd)).toEqual([ids.rohan, ids.pierre, ids.kavya]);
    expect(usd).toMatchObject({ currency: "USD" });
    // No cur: the tz cookie decides (New York: dollars; no cookie: India, rupees).
    const zoned = await search(
      { price: "20-30", filter: "price_asc" },
      { cookie: "tz=America%2FNew_York" },
    );
    expect(idsOf(zoned)).toEqual([ids.rohan, ids.pierre, ids.kavya]);
    expect((await search({ price: "20-30" })).total).toBe(0);
    expect(idsOf(await search({ price: "1400+" }))).toEqual([ids.pierre]);
    expect((await search({ price: "-350" })).total).toBe(artTeachers.length);
  });

  it("filters by experience as a minimum or a range", async () => {
    expect(idsOf(await search({ experience: "10" }))).toEqual([ids.rohan, ids.pierre]);
    expect(idsOf(await search({ experience: "5-10" }))).toEqual([ids.kavya]);
    expect(idsOf(await search({ experience: "10+", filter: "experience" }))).toEqual([
      ids.pierre,
      ids.rohan,
    ]);
  });

  it("filters by any of the languages, case-insensitively", async () => {
    expect(idsOf(await search({ lang: "hindi" }))).toEqual([ids.rohan]);
    expect(idsOf(await search({ lang: "Tamil,french" }))).toEqual([ids.kavya, ids.pierre]);
  });

  it("filters by level through the courses of the teacher's subjects", async () => {
    expect(idsOf(await search({ level: "advanced" }))).toEqual([ids.rohan, ids.kavya]);
    expect((await search({ level: "intermediate" })).total).toBe(0);
  });

  it("filters by the part of the viewer's day a weekly slot starts in, in the viewer's zone", async () => {
    // Rohan: Monday 07:00 in India (his zone). Kavya: Wednesday 14:00. Meera: a removed 08:00.
    await t.db.insert(teacherSlots).values([
      { teacherId: ids.rohan, dayOfWeek: 1, startTime: "07:00" },
      { teacherId: ids.kavya, dayOfWeek: 3, startTime: "14:00" },
      { teacherId: ids.meera, dayOfWeek: 2, startTime: "08:00", isActive: false },
    ]);
    const music = { class: "music" };
    expect(idsOf(await search({ ...music, time: "morning" }))).toEqual([ids.rohan]);
    expect(idsOf(await search({ ...music, time: "afternoon" }))).toEqual([ids.kavya]);
    expect((await search({ ...music, time: "evening" })).total).toBe(0);
    // In New York, Rohan's India Monday morning is Sunday evening (20:30 or 21:30 by DST), and
    // Kavya's afternoon is the middle of the night.
    const newYork = { cookie: "tz=America/New_York" };
    expect(idsOf(await search({ ...music, time: "evening" }, newYork))).toEqual([ids.rohan]);
    expect((await search({ ...music, time: "morning" }, newYork)).total).toBe(0);
    expect((await search({ ...music, time: "afternoon" }, newYork)).total).toBe(0);
    await t.db
      .delete(teacherSlots)
      .where(inArray(teacherSlots.teacherId, [ids.rohan, ids.kavya, ids.meera]));
  });

  it("sorts by rating, price either way, experience and relevance", async () => {
    const music = { class: "music" };
    expect(idsOf(await search(music))).toEqual([ids.rohan, ids.kavya, ids.meera]);
    expect(idsOf(await search({ ...music, filter: "rating" }))).toEqual([
      ids.rohan,
      ids.kavya,
      ids.meera,
    ]);
    expect(idsOf(await search({ ...music, filter: "price_asc" }))).toEqual([
      ids.meera,
      ids.rohan,
      ids.kavya,
    ]);
    expect(idsOf(await search({ ...music, filter: "price_desc" }))).toEqual([
      ids.kavya,
      ids.rohan,
      ids.meera,
    ]);
    expect(idsOf(await search({ ...music, filter: "experience" }))).toEqual([
      ids.rohan,
      ids.kavya,
      ids.meera,
    ]);
    // Relevance: the exact name beats a teacher who only shares the subject.
    const relevant = await search({ text: "Kavya piano", filter: "relevance" });
    expect(relevant.data[0]?.id).toBe(ids.kavya);
    expect(relevant.sort).toBe("relevance");
  });

  it("pages 12 at a time with the total on every page, even past the end", async () => {
    const first = await search({ class: "art" });
    expect(first).toMatchObject({ total: 13, page: 1, per_page: 12, last_page: 2 });
    expect(first.data).toHaveLength(12);
    const second = await search({ class: "art", page: "2" });
    expect(second.data).toHaveLength(1);
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([...artTeachers].sort());
    expect(await search({ class: "art", page: "3" })).toMatchObject({ total: 13, data: [] });
  });

  it("takes the filters from a JSON body too, the body winning over the query", async () => {
    const body = await search({ class: "art" }, { body: { class: "music", rating: 4.5 } });
    expect(idsOf(body)).toEqual([ids.rohan, ids.kavya]);
  });
});

describe("POST /loadDashboardData: like and follow state, following filter", () => {
  beforeAll(async () => {
    await t.db.insert(teacherReactions).values([
      { studentId: ids.s1, teacherId: ids.rohan, liked: true, following: false },
      { studentId: ids.s1, teacherId: ids.kavya, liked: false, following: true },
      { studentId: ids.s2, teacherId: ids.meera, liked: true, following: true },
    ]);
  });

  const flags = (body: { data: { id: number; like_status: boolean; following: boolean }[] }) =>
    Object.fromEntries(body.data.map((d) => [d.id, [d.like_status, d.following]]));

  it("shows each caller their own likes and follows, and nothing to anonymous visitors", async () => {
    const music = { class: "music" };
    expect(flags(await search(music, { cookie: cookies.s1 }))).toEqual({
      [ids.rohan]: [true, false],
      [ids.kavya]: [false, true],
      [ids.meera]: [false, false],
    });
    expect(flags(await search(music, { cookie: cookies.s2 }))[ids.meera]).toEqual([true, true]);
    expect(Object.values(flags(await search(music)))).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it("lists only followed teachers for a student, 401 for visitors and 403 for teachers", async () => {
    expect(idsOf(await search({ following: "1" }, { cookie: cookies.s1 }))).toEqual([ids.kavya]);
    expect(idsOf(await search({ following: "true" }, { cookie: cookies.s2 }))).toEqual([ids.meera]);
    const anonymous = await loadDashboardData(
      request("/loadDashboardData", { query: { following: "1" } }),
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: FOLLOWING_MESSAGES.login });
    const teacher = await loadDashboardData(
      request("/loadDashboardData", { query: { following: "1" }, cookie: cookies.teacher }),
    );
    expect(teacher.status).toBe(403);
    // following=0 is no filter at all.
    expect((await search({ following: "0", class: "music" })).total).toBe(3);
  });
});

describe("POST /loadDashboardData: bad filters", () => {
  it("answers 400 with a message per bad field", async () => {
    const res = await loadDashboardData(
      request("/loadDashboardData", {
        query: {
          rating: "9",
          price: "cheap",
          experience: "lots",
          filter: "popular",
          following: "maybe",
          level: "expert",
          time: "night",
          lang: "12",
          class: "Music!",
          cur: "EUR",
          page: "0",
        },
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { status: string; errors: Record<string, string> };
    expect(body.status).toBe("error");
    expect(body.errors).toEqual({
      rating: SEARCH_MESSAGES.rating,
      price: SEARCH_MESSAGES.price,
      experience: SEARCH_MESSAGES.experience,
      filter: SEARCH_MESSAGES.filter,
      following: SEARCH_MESSAGES.following,
      level: SEARCH_MESSAGES.level,
      time: SEARCH_MESSAGES.time,
      lang: SEARCH_MESSAGES.lang,
      class: SEARCH_MESSAGES.class,
      cur: SEARCH_MESSAGES.cur,
      page: SEARCH_MESSAGES.page,
    });
  });

  it("refuses a price range that runs backwards and text over 100 characters", async () => {
    const res = await loadDashboardData(
      request("/loadDashboardData", { query: { price: "1000-500", text: "x".repeat(101) } }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: object }).errors).toEqual({
      price: SEARCH_MESSAGES.price,
      text: SEARCH_MESSAGES.text,
    });
  });
});

describe("search issues one SQL statement", () => {
  let counted: DbHandle;
  const statements: string[] = [];

  beforeAll(async () => {
    const logger = { logQuery: (query: string) => void statements.push(query) };
    if (t.kind === "postgres") {
      counted = await openDatabase({ url: t.url, max: 1, logger });
    } else {
      // An in-memory PGlite cannot be opened twice: a second small database with the logger.
      counted = await openDatabase({ dataDir: "memory://", logger });
      await migrateDatabase(counted);
      const stream = await makeStream(counted.db, { name: "Music", slug: "music" });
      const subject = await makeSubject(counted.db, stream.id, { name: "Guitar", slug: "guitar" });
      for (let i = 0; i < 3; i++) await makeTeacher(counted.db, subject);
      await refreshSearchDocuments(counted.db);
    }
  });
  afterAll(() => counted.close());

  it("whatever the filters, with likes and follows, subjects and the total", async () => {
    const cases = [
      { text: "gitar" },
      { text: "guitar", class: "music", rating: "4", price: "100-2000", lang: "English" },
      { experience: "2-30", filter: "price_desc", level: "beginner", page: "2" },
      { following: "1", subject: "guitar", filter: "experience" },
    ];
    for (const raw of cases) {
      statements.length = 0;
      const filters = searchFiltersSchema.parse(raw);
      const student = { id: ids.s1, role: "student" as const, name: "Asha", prefix: "st" };
      const result = await searchTeachers(counted.db, student, filters, "INR", {
        zone: "Asia/Kolkata",
        now: new Date(),
      });
      expect(result.page).toBe(filters.page);
      expect(statements, JSON.stringify(raw)).toHaveLength(1);
    }
  });
});

describe("the search document", () => {
  it("follows a change of the teacher's subject and a subject rename", async () => {
    const violin = await makeSubject(t.db, streamIds.music, {
      name: "Violin",
      slug: "violin",
      code: "VLN",
    });
    expect((await search({ text: "violin" })).total).toBe(0);
    await t.db
      .update(teacherSubjects)
      .set({ subjectId: violin.id })
      .where(and(eq(teacherSubjects.teacherId, ids.meera), eq(teacherSubjects.kind, "primary")));
    expect(await refreshSearchDocuments(t.db, { teacherIds: [ids.meera] })).toBe(1);
    expect(idsOf(await search({ text: "violn" }))).toEqual([ids.meera]);
    expect(idsOf(await search({ text: "guitar" }))).toEqual([ids.rohan]);

    await t.db.update(subjects).set({ name: "Fiddle" }).where(eq(subjects.id, violin.id));
    expect(await refreshSearchDocuments(t.db, { subjectIds: [violin.id] })).toBe(1);
    expect(idsOf(await search({ text: "fiddle" }))).toEqual([ids.meera]);
    // Nothing left to change: a second refresh writes no row.
    expect(await refreshSearchDocuments(t.db)).toBe(0);
  });
});

describe("POST /setLikeDislike", () => {
  const like = (query: Params, cookie?: string) =>
    setLikeDislike(request("/setLikeDislike", { query, cookie }));

  it("likes, follows, un-likes and unfollows a teacher, by plain or base64 id", async () => {
    const s2 = cookies.s2;
    const steps: [string, Params, boolean, boolean][] = [
      ["like", { user_id: String(ids.pierre), status: "like" }, true, false],
      ["follow", { user_id: encodeId(ids.pierre), status: "FOLLOW" }, true, true],
      ["dislike", { user_id: String(ids.pierre), status: "dislike" }, false, true],
      ["unfollow", { user_id: encodeId(ids.pierre), status: "unfollow" }, false, false],
      ["follow again", { user_id: String(ids.pierre), status: "follow" }, false, true],
    ];
    for (const [name, query, liked, following] of steps) {
      const res = await like(query, s2);
      expect(res.status, name).toBe(200);
      expect(setLikeDislikeResponse.parse(await res.json()), name).toEqual({
        status: "success",
        like_status: liked,
        following,
      });
    }
    const rows = await t.db
      .select()
      .from(teacherReactions)
      .where(
        and(eq(teacherReactions.studentId, ids.s2), eq(teacherReactions.teacherId, ids.pierre)),
      );
    expect(rows).toHaveLength(1);
    expect(flagsOf(await search({ class: "languages" }, { cookie: s2 }))).toEqual([false, true]);
  });

  const flagsOf = (body: { data: { like_status: boolean; following: boolean }[] }) => [
    body.data[0]?.like_status,
    body.data[0]?.following,
  ];

  it("takes the parameters from the body too", async () => {
    const res = await setLikeDislike(
      request("/setLikeDislike", {
        body: { user_id: ids.meera, status: "like" },
        cookie: cookies.s1,
      }),
    );
    expect(await res.json()).toEqual({ status: "success", like_status: true, following: false });
  });

  it("needs a student session: 401 for visitors, 403 for teachers", async () => {
    const query = { user_id: String(ids.pierre), status: "like" };
    const anonymous = await like(query);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: "error", responseCode: 401 });
    expect((await like(query, cookies.teacher)).status).toBe(403);
  });

  it("answers 404 for an unknown, inactive or non-teacher id and 400 for bad values", async () => {
    for (const id of [999_999, ids.inactive, ids.s2]) {
      const res = await like({ user_id: String(id), status: "like" }, cookies.s1);
      expect(res.status, String(id)).toBe(404);
      expect(await res.json()).toMatchObject({ message: "No teacher with this id." });
    }
    const bad = await like({ user_id: "abc!", status: "love" }, cookies.s1);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toEqual({
      user_id: "user_id must be a teacher id (a whole number or its base64 form).",
      status: "status must be one of like, dislike, follow, unfollow.",
    });
    const missing = await like({}, cookies.s1);
    expect(missing.status).toBe(400);
  });
});

describe("GET /em/getAllSubjectByStream", () => {
  const get = (query: Params) =>
    getAllSubjectByStream(request("/em/getAllSubjectByStream", { method: "GET", query }));

  it("lists the stream's subjects by name", async () => {
    const res = await get({ streamId: String(streamIds.music) });
    expect(res.status).toBe(200);
    const body = subjectsByStreamResponse.parse(await res.json());
    expect(body.subjects.map((s) => s.slug)).toEqual(expect.arrayContaining(["guitar", "piano"]));
    expect(body.subjects.map((s) => s.name)).toEqual([...body.subjects.map((s) => s.name)].sort());
    expect(body.subjects[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
  });

  it("answers 404 for an unknown stream and 400 for a bad or missing id", async () => {
    expect((await get({ streamId: "999999" })).status).toBe(404);
    for (const streamId of ["abc", "0", "-3", "1.5"]) {
      const res = await get({ streamId });
      expect(res.status, streamId).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toEqual({
        streamId: "streamId must be a stream id (a whole number).",
      });
    }
    expect((await get({})).status).toBe(400);
  });
});

describe("POST /saveStudentsInterest", () => {
  const save = (query: Params, opts: { body?: unknown; cookie?: string } = {}) =>
    saveStudentsInterest(request("/saveStudentsInterest", { query, ...opts }));

  it("records the subject, with the user id when logged in", async () => {
    expect(await (await save({ subject_name: "  Ukulele  " })).json()).toEqual({
      status: "success",
    });
    expect((await save({ subject_name: "Sitar" }, { cookie: cookies.s1 })).status).toBe(200);
    expect((await save({}, { body: { subject_name: "Veena" } })).status).toBe(200);
    const rows = await t.db
      .select({ userId: studentInterests.userId, subjectName: studentInterests.subjectName })
      .from(studentInterests)
      .orderBy(studentInterests.id);
    expect(rows).toEqual([
      { userId: null, subjectName: "Ukulele" },
      { userId: ids.s1, subjectName: "Sitar" },
      { userId: null, subjectName: "Veena" },
    ]);
  });

  it("stops one address after 30 interests in 15 minutes", async () => {
    const flood = () =>
      saveStudentsInterest(
        new Request("http://localhost/saveStudentsInterest?subject_name=Flute", {
          method: "POST",
          headers: { "x-forwarded-for": "198.51.100.9" },
        }),
      );
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await flood()).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("answers 400 for a missing, blank or too long name", async () => {
    for (const [query, message] of [
      [{}, "subject_name is required."],
      [{ subject_name: "   " }, "subject_name is required."],
      [{ subject_name: "x".repeat(121) }, "subject_name must be at most 120 characters."],
    ] as const) {
      const res = await save(query);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toEqual({
        subject_name: message,
      });
    }
  });
});

describe("the bulk teacher seed (npm run seed:teachers)", () => {
  let bulk: TestDatabase;
  beforeAll(async () => {
    bulk = await createTestDatabase();
    await seedDemoData(bulk.db);
  });
  afterAll(() => bulk.destroy());

  it("adds teachers in batches, each with a subject and a search document", async () => {
    const before = await bulk.db.$count(teacherProfiles);
    const ids = await seedBulkTeachers(bulk.db, 1_050);
    expect(ids).toHaveLength(1_050);
    expect(await bulk.db.$count(teacherProfiles)).toBe(before + 1_050);
    const empty = await bulk.db.$count(teacherProfiles, eq(teacherProfiles.searchDocument, ""));
    expect(empty).toBe(0);
    const primaries = await bulk.db.$count(
      teacherSubjects,
      and(inArray(teacherSubjects.teacherId, ids), eq(teacherSubjects.kind, "primary")),
    );
    expect(primaries).toBe(1_050);
    // A second run adds more without clashing e-mails or referral codes.
    expect(await seedBulkTeachers(bulk.db, 10)).toHaveLength(10);
    const found = await searchTeachers(
      bulk.db,
      null,
      searchFiltersSchema.parse({ text: "gitar", filter: "price_asc" }),
      "USD",
      { zone: "Asia/Kolkata", now: new Date() },
    );
    expect(found.total).toBeGreaterThan(20);
    expect(found.teachers.map((t) => t.priceMinor)).toEqual(
      [...found.teachers.map((t) => t.priceMinor)].sort((a, b) => a - b),
    );
  });
});
