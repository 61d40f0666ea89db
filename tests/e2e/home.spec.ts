import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";

test("the homepage shows seeded teachers, courses and testimonials", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Learn live");
  const teachers = page.locator("#teachers article");
  await expect(teachers.first()).toBeVisible();
  expect(await teachers.count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator("#courses article").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Testimonials" })).toBeVisible();
  // Prices follow the viewer's zone: the test browser runs in UTC, so dollars.
  await expect(teachers.first()).toContainText("$");
});

test("prices are in rupees for a viewer in India", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("#teachers article").first()).toContainText("₹");
  await context.close();
});

test("the homepage has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#teachers article").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the homepage fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("the header search sends the words to the search page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search teachers and subjects" }).fill("guitar");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?text=guitar$/);
});

test.describe("missing pages", () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });

  test("an unknown page shows the 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  });
});

test("health answers 200 with the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", database: { kind: "pglite", ok: true } });
});
