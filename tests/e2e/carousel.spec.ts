import { expect, test } from "./fixtures";

/** How many slides are wholly inside the carousel's track right now. */
async function visibleSlides(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const track = document.querySelector("#testimonials [data-carousel-track]");
    if (!track) return -1;
    const box = track.getBoundingClientRect();
    return [...track.querySelectorAll("[data-carousel-slide]")].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
}

for (const [width, expected] of [
  [1280, 4],
  [1200, 4],
  [1199, 3],
  [992, 3],
  [991, 2],
  [600, 2],
  [599, 1],
  [360, 1],
] as const) {
  test(`the testimonial carousel shows ${expected} slide(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    expect(await visibleSlides(page)).toBe(expected);
  });
}

test("the next and previous buttons page through the testimonials", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  const region = page.getByRole("region", { name: "Testimonials" });
  const previous = region.getByRole("button", { name: "Previous slides" });
  const next = region.getByRole("button", { name: "Next slides" });
  await expect(previous).toBeDisabled();
  const firstSlide = region.locator("[data-carousel-slide]").first();
  await next.click();
  await expect(previous).toBeEnabled();
  await expect.poll(async () => (await firstSlide.boundingBox())?.x ?? 0).toBeLessThan(0);
  await previous.click();
  await expect(previous).toBeDisabled();
});
