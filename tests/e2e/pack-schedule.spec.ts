import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  loginWithPassword,
  test,
} from "./fixtures";

test.use({ timezoneId: "Asia/Kolkata" });

// The seeded demo student bought the demo teacher's 12-class guitar pack and has two Sundays
// booked (db/seed/scheduled-pack.ts): on a phone they book 8 more weekly classes and move one.
test("a family with a paid pack schedules 8 weekly classes and reschedules one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginWithPassword(page, {
    identifier: "student@demo.tutor.example",
    password: "Demo@1234",
  });

  const packs = page.getByRole("region", { name: "Your class packs" });
  const pack = packs.getByTestId("pack-balance").filter({ hasText: "with Rohan Mathew" });
  await expect(pack).toContainText("10 of 12 left · 2 booked · 0 held");
  await pack.getByRole("link", { name: "Schedule your classes" }).click();

  await expect(page).toHaveURL(/\/st\/schedule\?subject=\d+&teacher=\d+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Schedule your classes" }),
  ).toBeVisible();
  const form = page.getByRole("region", { name: /^Guitar with Rohan Mathew$/ });
  await form.getByRole("checkbox", { name: "Tuesdays, 07:00 AM (IST)" }).check();
  await form.getByLabel("How many classes").fill("8");
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Book classes" }).click();
  await expect(form.getByText("8 classes are booked.")).toBeVisible();
  await expect(
    form.getByRole("list", { name: "Booked classes" }).getByRole("listitem"),
  ).toHaveCount(8);

  await page.goto("/st/dashboard");
  await expect(pack).toContainText("2 of 12 left · 10 booked · 0 held");
  await expect(page.getByRole("region", { name: "Upcoming classes" })).toContainText("Guitar");

  await pack.getByRole("link", { name: "Schedule your classes" }).click();
  const booked = page.getByRole("region", { name: "Booked classes" });
  await expect(booked.getByRole("listitem")).toHaveCount(10);
  await booked.getByRole("button", { name: "Reschedule" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Reschedule this class" });
  await expect(dialog.getByText(/free of charge up to 24 hours before it starts/)).toBeVisible();
  const choices = dialog.getByLabel("Move to");
  const firstFree = await choices.locator("option").nth(1).getAttribute("value");
  await choices.selectOption(firstFree!);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole("button", { name: "Move my class" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your class is moved." })).toBeVisible();

  await page.goto("/st/dashboard");
  await expect(pack).toContainText("2 of 12 left · 10 booked · 0 held");
});
