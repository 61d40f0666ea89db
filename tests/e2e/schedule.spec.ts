import { teacherOn } from "./factories";
import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  loginWithPassword,
  test,
} from "./fixtures";

/**
 * A new teacher (made by the test, issue 34) with a weekly class at 18:00 on every day, logs in
 * through the header's Login dialog by password.
 */
async function loginAsNewTeacher(page: Page) {
  const teacher = await teacherOn(page, { subject: "Guitar", weeklyAt: "18:00" });
  await page.context().clearCookies();
  await loginWithPassword(page, {
    identifier: teacher.email,
    password: teacher.password,
    role: "teacher",
  });
}

test("a teacher adds a weekly slot and sees it on their profile", async ({ page }) => {
  await loginAsNewTeacher(page);
  await page.getByRole("link", { name: "My weekly slots" }).click();
  await expect(page).toHaveURL(/\/em\/schedule$/);
  await expect(page.getByRole("heading", { level: 1, name: "My weekly slots" })).toBeVisible();
  await expect(page.getByText("Asia/Kolkata", { exact: true })).toBeVisible();

  // The week has Wednesday 18:00; a new slot starts where the day's last one ends.
  const wednesday = page.getByRole("group", { name: "Wednesday", exact: true });
  await wednesday.getByRole("button", { name: "Add a slot on Wednesday" }).click();
  const added = page.getByRole("group", { name: "Wednesday slot 2" });
  await expect(added.getByLabel("Start time")).toBeFocused();
  await expect(added.getByLabel("Start time")).toHaveValue("19:00");
  await added.getByLabel("Start time").fill("20:30");
  await added.getByLabel("Length").selectOption({ label: "45 minutes" });

  // An overlapping slot is refused inline, before anything is sent; then it is removed.
  const friday = page.getByRole("group", { name: "Friday", exact: true });
  await friday.getByRole("button", { name: "Add a slot on Friday" }).click();
  await page.getByRole("group", { name: "Friday slot 2" }).getByLabel("Start time").fill("18:30");
  await page.getByRole("button", { name: "Update my slots" }).click();
  await expect(page.getByText("Overlaps the 18:00–19:00 slot on Friday.")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Friday slot 2" }).getByLabel("Start time"),
  ).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Remove Friday slot 2" }).click();
  await expect(friday.getByRole("button", { name: "Add a slot on Friday" })).toBeFocused();

  await page.getByRole("button", { name: "Update my slots" }).click();
  await expect(page.getByRole("status")).toContainText("Slots saved.");
  await expect(page.getByRole("link", { name: "Back to your dashboard" })).toBeVisible();

  await page.goto("/em/viewTeacherProfile");
  const availability = page.getByRole("region", { name: "Weekly availability" });
  const wednesdayCard = availability.getByRole("listitem").filter({ hasText: "Wednesday" });
  await expect(wednesdayCard).toContainText("06:00 PM – 07:00 PM");
  await expect(wednesdayCard).toContainText("08:30 PM – 09:15 PM");
  await expect(availability).toContainText("8 slots a week");
  await expect(page.getByRole("region", { name: "My classes by week" })).toContainText(
    "08:30 PM (IST)",
  );
  await page.getByRole("link", { name: "Next week →" }).click();
  await expect(page).toHaveURL(/\?week=1$/);
  await expect(page.getByRole("region", { name: "My classes by week" })).toContainText(
    "08:30 PM (IST)",
  );
  await page.getByRole("link", { name: "Edit my weekly slots" }).click();
  await expect(page).toHaveURL(/\/em\/schedule$/);
  await expect(
    page.getByRole("group", { name: "Wednesday slot 2" }).getByLabel("Start time"),
  ).toHaveValue("20:30");
});

test("the slot editor has no accessibility violations and fits a phone", async ({ page }) => {
  await loginAsNewTeacher(page);
  await page.goto("/em/schedule");
  await expect(page.getByRole("group", { name: "Sunday", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  // Days stack: Monday sits below Sunday.
  const sunday = await page.getByRole("group", { name: "Sunday", exact: true }).boundingBox();
  const monday = await page.getByRole("group", { name: "Monday", exact: true }).boundingBox();
  expect(monday!.y).toBeGreaterThan(sunday!.y + sunday!.height - 1);

  // Keyboard only: add a slot on Sunday and reach its controls with Tab.
  await page.getByRole("button", { name: "Add a slot on Sunday" }).focus();
  await page.keyboard.press("Enter");
  const added = page.getByRole("group", { name: "Sunday slot 2" });
  await expect(added.getByLabel("Start time")).toBeFocused();
  // A time input takes a Tab per part (hours, minutes, AM/PM) before the next control.
  const length = added.getByLabel("Length");
  for (let i = 0; i < 4 && !(await length.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(length).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(added.getByLabel("Free demo slot")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(added.getByLabel("Seats")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
