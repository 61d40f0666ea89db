import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadSignupStreams } from "@/lib/catalog/load-signup-streams";
import { refreshSearchDocuments } from "@/lib/catalog/search-document";
import { loadSearchPage } from "@/lib/catalog/search/search-page";
import { FOLLOWING_MESSAGES } from "@/lib/catalog/search/search-teachers";
import { makeStream, makeSubject, makeTeacher, makeUser } from "../support/factories";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// The catalog's page loaders: the signup streams of the header and /login, and the search of
// /search and the search-result paths (the page's data, before any markup).

const when = { zone: "Asia/Kolkata", now: new Date("2026-03-11T06:00:00Z") };
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t.destroy();
});

describe("loadSignupStreams", () => {
  it("offers no stream before the catalog has any", async () => {
    expect(await loadSignupStreams(t.db)).toEqual([]);
  });

  it("offers every stream by id and name, in display order", async () => {
    const music = await makeStream(t.db, { name: "Music", slug: "music", sortOrder: 2 });
    const coding = await makeStream(t.db, { name: "Coding", slug: "coding", sortOrder: 1 });
    expect(await loadSignupStreams(t.db)).toEqual([
      { id: coding.id, name: "Coding" },
      { id: music.id, name: "Music" },
    ]);
  });
});

describe("loadSearchPage", () => {
  let student: SessionUser;

  beforeAll(async () => {
    const arts = await makeStream(t.db, { name: "Arts", slug: "arts" });
    const guitar = await makeSubject(t.db, arts.id, { name: "Guitar", slug: "guitar" });
    await makeTeacher(t.db, guitar, {
      user: { firstName: "Rohan", lastName: "Mathew" },
      profile: { headline: "Guitar teacher", rating: 4.5, ratingCount: 10 },
    });
    const u = await makeUser(t.db);
    student = { id: u.id, role: "student", name: u.firstName, prefix: "st" };
    await refreshSearchDocuments(t.db);
  });

  it("searches the subject a search-result path names, and pages within that path", async () => {
    const path = "/teachers/guitar/search-result";
    const data = await loadSearchPage(
      t.db,
      null,
      "INR",
      { path, params: {}, segment: "guitar" },
      when,
    );
    expect(data).toMatchObject({
      heading: "Guitar teachers",
      title: "Guitar teachers",
      fixed: ["subject"],
      notice: null,
      noindex: false,
      canonical: path,
    });
    expect(data.result.total).toBe(1);
    expect(data.result.teachers[0]).toMatchObject({ firstName: "Rohan", lastName: "Mathew" });
    expect(data.pageHref(1)).toBe(path);
    expect(data.pageHref(2)).toBe(`${path}?page=2`);
  });

  it("shows an empty result, not indexed, when nothing matches", async () => {
    const data = await loadSearchPage(
      t.db,
      student,
      "USD",
      { path: "/search", params: { text: "zzqx" } },
      when,
    );
    expect(data.result).toMatchObject({ total: 0, teachers: [], currency: "USD" });
    expect(data).toMatchObject({ heading: "Teachers for “zzqx”", noindex: true });
    expect(data.description).toMatch(/^Search /);
  });

  it("asks a visitor to log in for the teachers they follow, and searches everyone meanwhile", async () => {
    const data = await loadSearchPage(
      t.db,
      null,
      "INR",
      { path: "/search", params: { following: "1" } },
      when,
    );
    expect(data.notice).toEqual({ message: FOLLOWING_MESSAGES.login, login: true });
    expect(data.filters.following).toBe(false);
    expect(data.result.total).toBe(1);
    expect(data.noindex).toBe(true);
  });

  it("leaves out a bad filter with its message, keeping the others", async () => {
    const data = await loadSearchPage(
      t.db,
      null,
      "INR",
      { path: "/search", params: { rating: "nine", class: "arts" } },
      when,
    );
    expect(Object.keys(data.errors)).toEqual(["rating"]);
    expect(data).toMatchObject({ heading: "Arts teachers", noindex: true });
    expect(data.result.total).toBe(1);
  });
});
