import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getCountryList } from "@/app/(api)/api/get-country-list/route";
import { GET as getCoursesList } from "@/app/(api)/api/get-courses-list/route";
import { courses } from "@/db/schema";
import { eq } from "drizzle-orm";
import { countryListResponse, coursesListResponse } from "@/lib/catalog/schemas";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { makeCountry, makeCourse, makeStream, makeSubject } from "../support/factories";

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  await makeCountry(t.db, {
    name: "India",
    iso2: "IN",
    dialCode: "+91",
    currency: "INR",
    sortOrder: 1,
  });
  await makeCountry(t.db, {
    name: "United Arab Emirates",
    iso2: "AE",
    dialCode: "+971",
    region: "Middle East",
    offerPercentage: 15,
    sortOrder: 5,
  });
  await makeCountry(t.db, {
    name: "United States",
    iso2: "US",
    dialCode: "+1",
    region: "North America",
    sortOrder: 2,
  });
});

afterAll(() => t.destroy());

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe("GET /api/get-country-list", () => {
  it("lists countries in picker order with the visitor's dial code and offer", async () => {
    // The CDN header counts only when configured (lib/growth/geolocation.ts).
    vi.stubEnv("GEO_COUNTRY_HEADER", "cf-ipcountry");
    const res = await getCountryList(get("/api/get-country-list", { "cf-ipcountry": "AE" }));
    expect(res.status).toBe(200);
    const body = countryListResponse.parse(await res.json());
    expect(body.countries.map((c) => c.iso2)).toEqual(["IN", "US", "AE"]);
    expect(body).toMatchObject({ country_code: "+971", region: "AE", offer_percentage: 15 });
  });

  it("falls back to India for an unknown or missing country", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "x-country-code": "ZZ" },
      { "cf-ipcountry": "XX" },
    ];
    for (const headers of cases) {
      const body = countryListResponse.parse(
        await (await getCountryList(get("/api/get-country-list", headers))).json(),
      );
      expect(body).toMatchObject({ country_code: "+91", region: "IN", offer_percentage: 0 });
    }
    vi.unstubAllEnvs();
  });
});

describe("GET /api/get-courses-list", () => {
  it("returns the published courses with their stream and subject, and a version", async () => {
    const stream = await makeStream(t.db, { name: "Music", slug: "music" });
    const subject = await makeSubject(t.db, stream.id, {
      name: "Guitar",
      slug: "guitar",
      code: "GTR",
    });
    await makeCourse(t.db, subject, { name: "Guitar for Beginners", slug: "guitar-for-beginners" });
    await makeCourse(t.db, subject, {
      name: "Hidden draft",
      slug: "hidden-draft",
      isPublished: false,
    });

    const body = coursesListResponse.parse(
      await (await getCoursesList(get("/api/get-courses-list"))).json(),
    );
    expect(body.changed).toBe(true);
    expect(body.courses).toEqual([
      expect.objectContaining({
        course_name: "Guitar for Beginners",
        stream_name: "Music",
        subject_name: "Guitar",
        url: "/courses/music/guitar-for-beginners",
      }),
    ]);

    const again = coursesListResponse.parse(
      await (await getCoursesList(get(`/api/get-courses-list?version=${body.version}`))).json(),
    );
    expect(again).toMatchObject({ changed: false, courses: [], version: body.version });
  });

  it("changes the version when a course is edited", async () => {
    const before = coursesListResponse.parse(
      await (await getCoursesList(get("/api/get-courses-list"))).json(),
    );
    await t.db
      .update(courses)
      .set({ name: "Guitar for Absolute Beginners", updatedAt: new Date(Date.now() + 5_000) })
      .where(eq(courses.slug, "guitar-for-beginners"));
    const after = coursesListResponse.parse(
      await (await getCoursesList(get(`/api/get-courses-list?version=${before.version}`))).json(),
    );
    expect(after.changed).toBe(true);
    expect(after.version).not.toBe(before.version);
    expect(after.courses[0]?.course_name).toBe("Guitar for Absolute Beginners");
  });

  it("answers 400 with a field error for a bad version", async () => {
    const res = await getCoursesList(get(`/api/get-courses-list?version=${"x".repeat(65)}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      status: "error",
      responseCode: 400,
      errors: { version: "version is too long." },
    });
  });
});
