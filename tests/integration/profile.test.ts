import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as loadTeacherProfile } from "@/app/(api)/em/loadTeacherProfileData/route";
import { GET as getCurrency } from "@/app/(api)/get-currency/route";
import { GET as loadHomepage } from "@/app/(api)/loadHomepageData/route";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { teacherSubjects, users } from "@/db/schema";
import { loadHomepageResponse, loadTeacherProfileResponse } from "@/lib/catalog/profile-schemas";
import { encodeId } from "@/lib/ids";
import { getCurrencyResponse } from "@/lib/money/schemas";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import {
  makeCourse,
  makeStream,
  makeSubject,
  makeTeacher,
  makeTestimonial,
} from "../support/factories";

const SITE = "https://tutor.test";
let t: TestDatabase;
let ids: { star: number; inactive: number; courseSlug: string };

beforeAll(async () => {
  process.env.SITE_URL = SITE;
  t = await createTestDatabase();
  useAsAppDatabase(t);
  const music = await makeStream(t.db, { name: "Music", slug: "music" });
  const guitar = await makeSubject(t.db, music.id, { name: "Guitar", slug: "guitar", code: "GTR" });
  const piano = await makeSubject(t.db, music.id, { name: "Piano", slug: "piano", code: "PNO" });
  const star = await makeTeacher(t.db, guitar, {
    user: { firstName: "Rohan", lastName: "Mathew" },
    profile: {
      headline: "Guitar for every age",
      bio: "Twelve years on stage.",
      experienceYears: 12,
      languages: ["English", "Hindi"],
      priceInrMinor: 49900,
      priceUsdMinor: 1250,
      rating: 4.8,
      ratingCount: 25,
      isFeatured: true,
    },
  });
  await t.db
    .insert(teacherSubjects)
    .values({ teacherId: star.user.id, subjectId: piano.id, kind: "secondary" });
  const inactive = await makeTeacher(t.db, guitar, { user: { isActive: false } });
  const course = await makeCourse(t.db, guitar, {
    name: "Guitar for Beginners",
    slug: "guitar-for-beginners",
    isFeatured: true,
    fromPriceInrMinor: 39900,
    fromPriceUsdMinor: 900,
  });
  await makeCourse(t.db, guitar, { slug: "hidden-course", isPublished: false });
  await makeTestimonial(t.db, { authorName: "Sunita", courseId: course.id });
  ids = { star: star.user.id, inactive: inactive.user.id, courseSlug: course.slug };
});

afterAll(async () => {
  await t.destroy();
  delete process.env.SITE_URL;
});

const post = (body: unknown, headers: Record<string, string> = {}, query = "") =>
  loadTeacherProfile(
    new Request(`http://localhost/em/loadTeacherProfileData${query}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...headers },
    }),
  );

const get = (
  handler: (r: Request) => Promise<Response>,
  path: string,
  headers: Record<string, string> = {},
) => handler(new Request(`http://localhost${path}`, { headers }));

describe("POST /em/loadTeacherProfileData", () => {
  it("answers a teacher's profile in the legacy shape for a base64 or a plain id", async () => {
    const res = await post({ teacher_id: encodeId(ids.star) });
    expect(res.status).toBe(200);
    const body = loadTeacherProfileResponse.parse(await res.json());
    expect(body).toEqual({
      status: "success",
      data: {
        id: ids.star,
        encoded_id: encodeId(ids.star),
        first_name: "Rohan",
        last_name: "Mathew",
        headline: "Guitar for every age",
        bio: "Twelve years on stage.",
        experience: 12,
        languages: ["English", "Hindi"],
        primary_subjects: ["Guitar"],
        secondary_subjects: ["Piano"],
        stream_name: "Music",
        rating: 4.8,
        rating_count: 25,
        price: 499,
        price_text: "₹499",
        currency: "INR",
        avatar: null,
        profile_url: `${SITE}/teacher-profile/${encodeId(ids.star)}`,
      },
    });
    for (const id of [String(ids.star), ids.star]) {
      const plain = loadTeacherProfileResponse.parse(await (await post({ teacher_id: id })).json());
      expect(plain.data.id).toBe(ids.star);
    }
  });

  it("prices in the viewer's currency: tz cookie, then cur in the body or query", async () => {
    const abroad = await post({ teacher_id: ids.star }, { cookie: "tz=America%2FNew_York" });
    expect((await abroad.json()).data).toMatchObject({
      price: 12.5,
      price_text: "$12.50",
      currency: "USD",
    });
    const india = await post({ teacher_id: ids.star }, { cookie: "tz=Asia/Calcutta" });
    expect((await india.json()).data).toMatchObject({ price: 499, currency: "INR" });
    const forced = await post({ teacher_id: ids.star, cur: "usd" }, { cookie: "tz=Asia/Kolkata" });
    expect((await forced.json()).data.currency).toBe("USD");
    const byQuery = await post({ teacher_id: ids.star }, {}, "?cur=USD");
    expect((await byQuery.json()).data.currency).toBe("USD");
  });

  it("answers 400 for a missing or malformed id and for an unknown currency", async () => {
    for (const teacher_id of ["", "abc!", "MTI", "0", -3, 1.5, "99999999999", encodeId(0)]) {
      const res = await post({ teacher_id });
      expect(res.status, String(teacher_id)).toBe(400);
      expect(await res.json()).toMatchObject({ status: "error", responseCode: 400 });
    }
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toHaveProperty("teacher_id");
    expect((await post({ teacher_id: ids.star, cur: "EUR" })).status).toBe(400);
  });

  it("answers 404 for an unknown or inactive teacher", async () => {
    for (const teacher_id of [encodeId(999_999), 999_999, ids.inactive]) {
      const res = await post({ teacher_id });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ status: "error", message: "Teacher not found." });
    }
  });
});

describe("GET /get-currency", () => {
  it("answers from the tz parameter, else the tz cookie, else the default zone", async () => {
    const read = async (path: string, headers?: Record<string, string>) => {
      const res = await get(getCurrency, path, headers);
      expect(res.status).toBe(200);
      return getCurrencyResponse.parse(await res.json());
    };
    expect(await read("/get-currency?tz=Asia/Calcutta")).toEqual({
      currency: "INR",
      symbol: "₹",
      time_zone: "Asia/Calcutta",
    });
    expect(await read("/get-currency?tz=Europe/Berlin", { cookie: "tz=Asia/Kolkata" })).toEqual({
      currency: "USD",
      symbol: "$",
      time_zone: "Europe/Berlin",
    });
    expect(await read("/get-currency", { cookie: "tz=America%2FLos_Angeles" })).toMatchObject({
      currency: "USD",
      time_zone: "America/Los_Angeles",
    });
    expect(await read("/get-currency")).toEqual({
      currency: "INR",
      symbol: "₹",
      time_zone: "Asia/Kolkata",
    });
    expect(await read("/get-currency", { cookie: "tz=Not/AZone" })).toMatchObject({
      time_zone: "Asia/Kolkata",
    });
  });

  it("answers 400 for a tz that is not a time zone", async () => {
    const res = await get(getCurrency, "/get-currency?tz=Mars%2FOlympus");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { tz: expect.stringContaining("IANA") } });
  });
});

describe("GET /loadHomepageData", () => {
  it("gives every homepage section in snake_case with prices in the viewer's currency", async () => {
    const res = await get(loadHomepage, "/loadHomepageData", { cookie: "tz=Europe/London" });
    expect(res.status).toBe(200);
    const body = loadHomepageResponse.parse(await res.json());
    expect(body.currency).toBe("USD");
    expect(body.data.stats).toEqual({ teachers: 1, average_rating: 4.8 });
    expect(body.data.featured_teachers).toEqual([
      expect.objectContaining({
        id: ids.star,
        first_name: "Rohan",
        primary_subject: "Guitar",
        price: 12.5,
        currency: "USD",
        profile_url: `${SITE}/teacher-profile/${encodeId(ids.star)}`,
        avatar: null,
      }),
    ]);
    expect(body.data.popular_courses).toEqual([
      expect.objectContaining({
        course_name: "Guitar for Beginners",
        price: 9,
        price_text: "$9",
        url: `${SITE}/courses/music/guitar-for-beginners`,
      }),
    ]);
    expect(body.data.testimonials).toEqual([
      expect.objectContaining({ author_name: "Sunita", course_name: "Guitar for Beginners" }),
    ]);
    expect(body.data.streams).toEqual([
      expect.objectContaining({ stream_name: "Music", slug: "music" }),
    ]);
  });

  it("takes cur and tz from the query, and refuses an unknown currency", async () => {
    const inr = await get(loadHomepage, "/loadHomepageData?cur=INR", {
      cookie: "tz=Europe/London",
    });
    expect((await inr.json()).data.popular_courses[0]).toMatchObject({
      price: 399,
      currency: "INR",
    });
    const tz = await get(loadHomepage, "/loadHomepageData?tz=Asia/Kolkata");
    expect((await tz.json()).currency).toBe("INR");
    expect((await get(loadHomepage, "/loadHomepageData?cur=GBP")).status).toBe(400);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists the homepage, active teachers and published courses with lastModified", async () => {
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls[0]).toBe(`${SITE}/`);
    expect(urls).toContain(`${SITE}/teacher-profile/${encodeId(ids.star)}`);
    expect(urls).toContain(`${SITE}/courses/music/guitar-for-beginners`);
    expect(urls).not.toContain(`${SITE}/teacher-profile/${encodeId(ids.inactive)}`);
    expect(urls.some((u) => u.includes("hidden-course"))).toBe(false);
    for (const e of entries) expect(e.lastModified).toBeInstanceOf(Date);
  });

  it("moves a teacher's lastModified when the profile changes", async () => {
    const url = `${SITE}/teacher-profile/${encodeId(ids.star)}`;
    const before = (await sitemap()).find((e) => e.url === url)!.lastModified as Date;
    await new Promise((r) => setTimeout(r, 20));
    await t.db.update(users).set({ firstName: "Rohan" }).where(eq(users.id, ids.star));
    const after = (await sitemap()).find((e) => e.url === url)!.lastModified as Date;
    expect(after.getTime()).toBeGreaterThan(before.getTime());
  });

  it("keeps /st, /em, /api and /dev out of the index and names the sitemap", () => {
    const r = robots();
    expect(r.sitemap).toBe(`${SITE}/sitemap.xml`);
    const rules = Array.isArray(r.rules) ? r.rules : [r.rules];
    expect(rules[0]).toMatchObject({ userAgent: "*", allow: "/" });
    expect(rules[0]!.disallow).toEqual(["/st/", "/em/", "/api/", "/dev/"]);
  });
});
