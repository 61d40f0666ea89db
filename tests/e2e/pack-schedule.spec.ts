import type { Page } from "@playwright/test";
import { bookableTeacher, newFamily, type Person } from "./factories";
import { purchasePack } from "./factories-money";
import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";

test.use({ timezoneId: "Asia/Kolkata" });

/** On /st/schedule with a subject pack: "Choose {teacher}" among the subject's teachers. */
async function chooseTeacher(page: Page, teacher: Person) {
  await page.getByRole("link", { name: `Choose ${teacher.name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/st\/schedule\?subject=\d+&teacher=\d+$/);
}

// A new family buys a 12-class guitar pack (a guitar teacher with weekly times at 07:00, both made
// by the test) and books two Sundays with the teacher: on a phone they book 8 more weekly classes
// and move one.
test("a family with a paid pack schedules 8 weekly classes and reschedules one", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    weeklyAt: "07:00",
  });
  await teacherPage.context().close();
  await newFamily(page.request);
  await purchasePack(page, teacher, { classes: 12 });
  // The history: two Sundays booked from the pack, by the same form.
  await page.getByRole("link", { name: "Schedule your classes" }).click();
  await chooseTeacher(page, teacher);
  const sundays = page.getByRole("region", { name: `Guitar with ${teacher.name}` });
  await sundays.getByRole("checkbox", { name: "Sundays, 07:00 AM (IST)" }).check();
  await sundays.getByLabel("How many classes").fill("2");
  await sundays.getByRole("button", { name: "Book classes" }).click();
  await expect(sundays.getByText("2 classes are booked.")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/st/dashboard");
  const packs = page.getByRole("region", { name: "Your class packs" });
  // A subject pack (a made teacher has no pack of their own: see factories-money.ts).
  const pack = packs.getByTestId("pack-balance").filter({ hasText: "Guitar" });
  await expect(pack).toContainText("10 of 12 left · 2 booked · 0 held");
  await pack.getByRole("link", { name: "Schedule your classes" }).click();
  await chooseTeacher(page, teacher);

  await expect(
    page.getByRole("heading", { level: 1, name: "Schedule your classes" }),
  ).toBeVisible();
  const form = page.getByRole("region", { name: `Guitar with ${teacher.name}`, exact: true });
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
  await chooseTeacher(page, teacher);
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
