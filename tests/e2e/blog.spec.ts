import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";

// Issue 20 (content part) at 390 px: a visitor reads the blog by category, opens a post (Article
// JSON-LD, canonical URL, Open Graph article), pages through the tutorials and sees the events.
// Only seeded content is read (db/seed/content.ts); no journey of the run changes it.

test.use({ viewport: { width: 390, height: 844 } });

type JsonLd = Record<string, unknown>;

async function jsonLdOf(page: import("@playwright/test").Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const data = JSON.parse(t) as JsonLd | JsonLd[];
    return Array.isArray(data) ? data : [data];
  });
}

test("a visitor filters the blog, reads a post, pages the tutorials and sees the events", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Blog categories" });
  await expect(categories.getByRole("link", { name: "All" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The newest blog is featured with its longer text, cut at a space with "...".
  const featured = page.getByRole("article").first();
  await expect(featured.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(featured.getByText(/\w\.\.\.$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page), "/blog").toEqual([]);

  await categories.getByRole("link", { name: /^Coding for kids/ }).click();
  await expect(page).toHaveURL(/\/blog\/category\/coding-for-kids$/);
  await expect(page.getByRole("heading", { level: 1, name: "Coding for kids" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }),
  ).toBeVisible();
  const posts = page.getByRole("article");
  await expect(posts).toHaveCount(3);
  for (const post of await posts.all()) await expect(post).toContainText("Coding for kids");
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page), "category page").toEqual([]);

  const title = "From Scratch to Python: when is a child ready to type code?";
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/blog\/scratch-to-python-when-to-switch$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Signs your child is ready" }),
  ).toBeVisible();
  // What a crawler reads: the page as the server sends it (a client-side navigation may leave
  // the previous page's canonical link in the head until the next full load).
  await page.reload();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe("/blog/scratch-to-python-when-to-switch");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const article = (await jsonLdOf(page)).find((d) => d["@type"] === "Article");
  expect(article).toMatchObject({
    headline: title,
    url: canonical,
    articleSection: "Coding for kids",
    author: { "@type": "Person", name: "Vikram Iyer, coding mentor" },
  });
  expect(Date.parse(String(article!.datePublished))).not.toBeNaN();
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page), "blog page").toEqual([]);

  await page.goto("/tutorials");
  await expect(page.getByRole("heading", { level: 1, name: "Tutorials" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(6);
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/\/tutorials\?page=2$/);
  await expect(page.getByRole("article")).toHaveCount(6);
  // The seed's tutorial videos are placeholders on a reserved host: no dead "Watch the video"
  // links and no VideoObject for a video that cannot play (tests/integration/content.test.ts
  // checks a playable one keeps its address).
  await expect(page.getByText("Video coming soon")).toHaveCount(6);
  await expect(page.getByRole("link", { name: /Watch the video/ })).toHaveCount(0);
  expect((await jsonLdOf(page)).filter((d) => d["@type"] === "VideoObject")).toEqual([]);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page), "tutorials page 2").toEqual([]);

  await page
    .getByRole("navigation", { name: "Learning resources" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  // Earlier journeys may move the test clock on, so an event may be upcoming or past.
  const events = page.getByRole("article");
  expect(await events.count()).toBeGreaterThanOrEqual(3);
  await expect(events.first()).toContainText(/ at \d\d:\d\d [AP]M \(\S+\)/);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page), "events").toEqual([]);
});

test("an unknown blog or category is a 404 and the sitemap lists the blog", async ({
  page,
  request,
}) => {
  expect((await request.get("/blog/no-such-post")).status()).toBe(404);
  expect((await request.get("/blog/category/no-such-category")).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/scratch-to-python-when-to-switch</loc>");
  expect(sitemap).toContain("/tutorials</loc>");
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog & tutorials" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
