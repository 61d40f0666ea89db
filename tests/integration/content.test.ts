import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GET as blogDataNew,
  POST as blogDataNewPost,
} from "@/app/(api)/api/get-blog-data-new/route";
import { GET as blogData } from "@/app/(api)/api/get-blog-data/route";
import { GET as allTutorials } from "@/app/(api)/get-all-tutorials/route";
import { GET as getEvents } from "@/app/(api)/get-events/route";
import { blogCategories, blogs, events, tutorials } from "@/db/schema";
import { seedContent } from "@/db/seed/content";
import { BLOG_SEEDS, TUTORIAL_SEEDS } from "@/db/seed/data/content";
import { getBlogPage, listBlogCategories } from "@/lib/content/blogs";
import { BLOG_EXCERPT_CHARS } from "@/lib/content/rules";
import { blogDataResponse, eventsResponse, tutorialsResponse } from "@/lib/content/schemas";
import { testAuthDeps, useAsAppAuthDeps } from "../support/auth-deps";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
const PUBLISHED = BLOG_SEEDS.filter((b) => !b.slug.startsWith("draft-")).length;

async function get(handler: (r: Request) => Promise<Response>, path: string) {
  const res = await handler(
    new Request(`http://localhost${path}`, { headers: { "x-forwarded-for": "10.9.2.1" } }),
  );
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  useAsAppAuthDeps(await testAuthDeps(t.db));
  await seedContent(t.db, new Date());
});

afterAll(() => t.destroy());

describe("GET /api/get-blog-data and /api/get-blog-data-new", () => {
  it("lists every published blog, newest first, with excerpts cut after 200 characters", async () => {
    const { status, body } = await get(blogData, "/api/get-blog-data");
    expect(status).toBe(200);
    const answer = blogDataResponse.parse(body);
    expect(answer).toMatchObject({ status: true, responseCode: 200, data: { title: "Blog" } });
    expect(answer.data.blogdata).toHaveLength(PUBLISHED);
    expect(answer.data.blogdata.map((b) => b.slug)).not.toContain("draft-exam-season-tips");
    const times = answer.data.blogdata.map((b) => Date.parse(b.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const b of answer.data.blogdata) {
      expect(b.description).not.toMatch(/##|\n/);
      if (b.description.endsWith("...")) {
        expect(Array.from(b.description).length).toBeGreaterThan(BLOG_EXCERPT_CHARS);
        expect(b.description.slice(0, -3)).not.toMatch(/\s$/);
      }
      expect(b.url).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
      expect(b.image).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z-]+\.svg$/);
    }
    expect(answer.data.blogdata.some((b) => b.description.endsWith("..."))).toBe(true);
    expect(answer.data).not.toHaveProperty("topblog");
    expect(answer.data.categories).toHaveLength(4);
  });

  it("filters by category slug or id and titles the list with the category's name", async () => {
    const bySlug = blogDataResponse.parse(
      (await get(blogData, "/api/get-blog-data?type=coding-for-kids")).body,
    );
    expect(bySlug.data.title).toBe("Coding for kids");
    expect(bySlug.data.blogdata.map((b) => b.category)).toEqual([
      "coding-for-kids",
      "coding-for-kids",
      "coding-for-kids",
    ]);
    const [cat] = await t.db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.slug, "coding-for-kids"));
    const byId = blogDataResponse.parse(
      (await get(blogData, `/api/get-blog-data?type=${cat!.id}`)).body,
    );
    expect(byId.data.blogdata).toEqual(bySlug.data.blogdata);
    const all = blogDataResponse.parse((await get(blogData, "/api/get-blog-data?type=ALL")).body);
    expect(all.data.blogdata).toHaveLength(PUBLISHED);
  });

  it("answers 201 'No blog found!!' for an unknown type and for an empty category", async () => {
    const unknown = await get(blogData, "/api/get-blog-data?type=%3Cscript%3E");
    expect(unknown.status).toBe(200);
    expect(blogDataResponse.parse(unknown.body)).toMatchObject({
      status: false,
      responseCode: 201,
      message: "No blog found!!",
      data: { title: "Blog", blogdata: [] },
    });
    await t.db.insert(blogCategories).values({ slug: "chess", name: "Chess", sortOrder: 9 });
    const empty = blogDataResponse.parse(
      (await get(blogDataNew, "/api/get-blog-data-new?type=chess")).body,
    );
    expect(empty).toMatchObject({
      responseCode: 201,
      message: "No blog found!!",
      data: { title: "Chess", blogdata: [], topblog: null },
    });
  });

  it("get-blog-data-new adds the newest blog with its text cut after 700 characters", async () => {
    const answer = blogDataResponse.parse((await get(blogDataNew, "/api/get-blog-data-new")).body);
    const top = answer.data.topblog!;
    expect(top.slug).toBe(answer.data.blogdata[0]!.slug);
    expect(top.top_text.endsWith("...")).toBe(true);
    const chars = Array.from(top.top_text.slice(0, -3)).length;
    expect(chars).toBeGreaterThanOrEqual(700);
    expect(chars).toBeLessThan(720);
    expect(top.description.length).toBeLessThan(top.top_text.length);
  });

  it("never shows a draft or a blog scheduled for later, in the list or as a page", async () => {
    const [cat] = await t.db.select({ id: blogCategories.id }).from(blogCategories).limit(1);
    await t.db.insert(blogs).values({
      slug: "scheduled-for-next-week",
      categoryId: cat!.id,
      title: "Later",
      body: "Not yet.",
      author: "Team",
      status: "published",
      publishedAt: new Date(Date.now() + 7 * 86_400_000),
    });
    const answer = blogDataResponse.parse((await get(blogData, "/api/get-blog-data")).body);
    expect(answer.data.blogdata.map((b) => b.slug)).not.toContain("scheduled-for-next-week");
    expect(await getBlogPage(t.db, "scheduled-for-next-week", new Date())).toBeNull();
    expect(await getBlogPage(t.db, "draft-exam-season-tips", new Date())).toBeNull();
    const page = await getBlogPage(t.db, "ten-minutes-a-day-practice-routine", new Date());
    expect(page?.related.length).toBeGreaterThan(0);
    expect(page?.related.every((r) => r.categorySlug === "music-practice")).toBe(true);
  });

  it("refuses a draft without a date and a bad slug in the database", async () => {
    const [cat] = await t.db.select({ id: blogCategories.id }).from(blogCategories).limit(1);
    const row = { categoryId: cat!.id, title: "x", body: "x", author: "x" };
    await expect(
      t.db.insert(blogs).values({ ...row, slug: "no-date", status: "published" }),
    ).rejects.toThrow();
    await expect(t.db.insert(blogs).values({ ...row, slug: "Bad Slug" })).rejects.toThrow();
  });

  it("takes GET only", async () => {
    const res = await blogDataNewPost(
      new Request("http://localhost/api/get-blog-data-new", { method: "POST" }),
    );
    expect(res.status).toBe(405);
  });

  it("counts published blogs per category", async () => {
    const cats = await listBlogCategories(t.db, new Date());
    expect(cats.find((c) => c.slug === "music-practice")?.count).toBe(
      BLOG_SEEDS.filter((b) => b.category === "music-practice").length,
    );
    expect(cats.find((c) => c.slug === "chess")?.count).toBe(0);
  });
});

describe("GET /get-all-tutorials", () => {
  it("pages six at a time from page 1 with the paged-list fields", async () => {
    const one = await get(allTutorials, "/get-all-tutorials");
    expect(one.status).toBe(200);
    const p1 = tutorialsResponse.parse(one.body);
    expect(p1).toMatchObject({ status: true, responseCode: 200 });
    expect(p1.data).toMatchObject({
      current_page: 1,
      per_page: 6,
      total: TUTORIAL_SEEDS.length,
      last_page: 3,
      from: 1,
      to: 6,
      prev_page_url: null,
    });
    expect(p1.data.data).toHaveLength(6);
    expect(new URL(p1.data.next_page_url!).search).toBe("?page=2");
    const p3 = tutorialsResponse.parse((await get(allTutorials, "/get-all-tutorials?page=3")).body);
    expect(p3.data).toMatchObject({ current_page: 3, from: 13, to: 14, next_page_url: null });
    expect(p3.data.data).toHaveLength(2);
    expect(new URL(p3.data.prev_page_url!).search).toBe("?page=2");
    const seen = new Set([...p1.data.data, ...p3.data.data].map((x) => x.id));
    const p2 = tutorialsResponse.parse((await get(allTutorials, "/get-all-tutorials?page=2")).body);
    for (const x of p2.data.data) expect(seen.has(x.id)).toBe(false);
    expect(p1.data.data[0]!.duration).toMatch(/^\d+:\d\d$/);
  });

  it("filters by type and keeps it in the page links", async () => {
    const music = TUTORIAL_SEEDS.filter((x) => x.category === "music-practice").length;
    const answer = tutorialsResponse.parse(
      (await get(allTutorials, "/get-all-tutorials?page=1&type=music-practice")).body,
    );
    expect(answer.type).toBe("music-practice");
    expect(answer.data.total).toBe(music);
    expect(answer.data.data.every((x) => x.category === "music-practice")).toBe(true);
  });

  it("answers 201 past the last page and for an unknown type", async () => {
    const past = tutorialsResponse.parse(
      (await get(allTutorials, "/get-all-tutorials?page=4")).body,
    );
    expect(past).toMatchObject({
      status: false,
      responseCode: 201,
      message: "No tutorials available",
    });
    expect(past.data).toMatchObject({ current_page: 4, total: 14, data: [], next_page_url: null });
    const unknown = tutorialsResponse.parse(
      (await get(allTutorials, "/get-all-tutorials?type=knitting")).body,
    );
    expect(unknown).toMatchObject({ responseCode: 201, data: { total: 0, last_page: 0 } });
  });

  it("refuses a page that is not a whole number from 1", async () => {
    for (const page of ["0", "abc", "-2", "1.5", "100000"]) {
      const res = await get(allTutorials, `/get-all-tutorials?page=${page}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain("page must be a whole number");
    }
  });

  it("gives a video address only when it can play (the seed's placeholders cannot)", async () => {
    const [cat] = await t.db.select({ id: blogCategories.id }).from(blogCategories).limit(1);
    await t.db.insert(tutorials).values({
      categoryId: cat!.id,
      title: "Playable",
      videoUrl: "https://cdn.tutorlive.in/tutorials/playable.mp4",
      publishedAt: new Date(Date.now() - 1000),
    });
    const p1 = tutorialsResponse.parse((await get(allTutorials, "/get-all-tutorials")).body);
    const byTitle = new Map(p1.data.data.map((x) => [x.title, x.video_url]));
    expect(byTitle.get("Playable")).toBe("https://cdn.tutorlive.in/tutorials/playable.mp4");
    const seeded = p1.data.data.filter((x) => x.title !== "Playable");
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((x) => x.video_url === null)).toBe(true);
    await t.db.delete(tutorials).where(eq(tutorials.title, "Playable"));
  });

  it("leaves out unpublished tutorials", async () => {
    const [cat] = await t.db.select({ id: blogCategories.id }).from(blogCategories).limit(1);
    await t.db.insert(tutorials).values({ categoryId: cat!.id, title: "Unpublished" });
    const p1 = tutorialsResponse.parse((await get(allTutorials, "/get-all-tutorials")).body);
    expect(p1.data.total).toBe(TUTORIAL_SEEDS.length);
  });
});

describe("GET /get-events", () => {
  it("lists upcoming events soonest first and past ones, in the viewer's zone", async () => {
    const ist = eventsResponse.parse((await get(getEvents, "/get-events")).body);
    expect(ist).toMatchObject({ status: true, responseCode: 200 });
    expect(ist.data.upcoming).toHaveLength(3);
    expect(ist.data.past).toHaveLength(2);
    const starts = ist.data.upcoming.map((e) => Date.parse(e.starts_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(ist.data.upcoming[0]!.when).toMatch(/at 05:00 PM \(IST\)$/);
    expect(ist.data.past.every((e) => e.is_past)).toBe(true);
    const ny = eventsResponse.parse((await get(getEvents, "/get-events?tz=America/New_York")).body);
    expect(ny.data.upcoming[0]!.when).not.toContain("(IST)");
    expect(ny.data.upcoming[0]!.when).toMatch(/at 0[67]:30 AM/);
  });

  it("answers 201 when there are no events", async () => {
    await t.db.delete(events);
    const answer = eventsResponse.parse((await get(getEvents, "/get-events")).body);
    expect(answer).toMatchObject({
      status: false,
      responseCode: 201,
      message: "No events available",
      data: { upcoming: [], past: [] },
    });
  });
});
