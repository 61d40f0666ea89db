import { newFamily } from "./factories";
import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";

// A student (of a family the test registers) opens a course's packages, chooses a pack on the plan
// page, applies WELCOME10 (10% off) and sees the discount and GST; an invalid code resets the
// discount and shows the notice. The browser is in India, so prices are in INR with GST.
test.use({ timezoneId: "Asia/Kolkata" });

test("a student picks a pack and applies a promo code", async ({ page }) => {
  await newFamily(page.request);
  await page.goto("/courses/music/guitar-for-beginners");
  const packages = page.locator("#packages");
  await expect(packages.getByRole("tab", { name: "Regular" })).toBeVisible();
  await packages.getByRole("tab", { name: "Summer camp" }).click();
  await expect(packages.getByRole("tabpanel")).toContainText("summer camp");
  await packages.getByRole("button", { name: "See offers" }).click();
  const offers = page.getByRole("dialog", { name: "Available offers" });
  await expect(offers).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await packages.getByRole("tab", { name: "Regular" }).click();
  await packages
    .getByRole("link", { name: /^Choose .*one to one/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/sms\/st\/choose-plan\/[A-Za-z0-9=%]+\/na\?pack=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Guitar for Beginners" })).toBeVisible();
  await page.locator("label", { hasText: /^8 classes/ }).click();
  const summary = page.getByRole("heading", { name: /8 classes/ });
  await expect(summary).toBeVisible();
  await expect(page.locator('[data-row="gst"]')).toContainText("GST (18%)");
  await expect(page.locator('[data-row="discount"]')).toHaveCount(0);
  const before = await page.getByTestId("plan-total").innerText();

  await page.getByLabel("Promo code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promocode applied successfully.")).toBeVisible();
  await expect(page.locator('[data-row="discount"]')).toContainText("Promo discount");
  await expect(page.getByTestId("plan-total")).not.toHaveText(before);
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveAttribute(
    "data-coupon-applied",
    "true",
  );
  expect(await axeViolations(page)).toEqual([]);
  await expectNoHorizontalScroll(page);

  await page.getByLabel("Promo code").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid Promocode" })).toContainText(
    "This code does not exist",
  );
  await expect(page.locator('[data-row="discount"]')).toHaveCount(0);
  await expect(page.getByTestId("plan-total")).toHaveText(before);

  // The expired code gives its reason too.
  await page.getByLabel("Promo code").fill("EXPIRED5");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid Promocode" })).toContainText(
    "expired",
  );
  expect(await axeViolations(page)).toEqual([]);
});
