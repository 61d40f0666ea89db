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
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Login" }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("the header search sends the words to the search page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search teachers and subjects" }).fill("guitar");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?text=guitar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teachers for “guitar”");
  await expect(page.locator("main article").first()).toBeVisible();
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

test("health answers 200 and says nothing internal", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

test("a featured teacher's card opens their shareable profile", async ({ page }) => {
  await page.goto("/");
  const card = page.locator("#teachers article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/teacher-profile\/[A-Za-z0-9+/=%]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Experience")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a popular course opens its course page", async ({ page }) => {
  await page.goto("/");
  const card = page.locator("#courses article").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await axeViolations(page)).toEqual([]);
});
