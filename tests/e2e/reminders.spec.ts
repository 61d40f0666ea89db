import { chooseTeacherTime, confirmDemoBooking, GUITAR_COURSE } from "./demo-booking";
import { bookableTeacher, newFamily } from "./factories";
import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

// Decision 022 from a phone: a new family (Aarav, with a free demo booked with a new guitar
// teacher: both made by the test) makes its private calendar address, a calendar app
// reads it, revoking it (after a confirmation) kills the old address, and the family turns its
// class reminders off.
test("a family subscribes to its classes, revokes the address and turns reminders off", async ({
  page,
  browser,
}) => {
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "17:00",
  });
  await teacherPage.context().close();
  await newFamily(page.request, { firstName: "Aarav" });
  await page.goto(`/st/book-demo/${GUITAR_COURSE}`);
  await chooseTeacherTime(page, teacher.name);
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);
  await page.goto("/st/dashboard");
  const feed = page.getByRole("region", { name: "Calendar feed" });
  await feed.getByRole("button", { name: "Create my calendar address" }).click();
  const address = feed.getByLabel("Your calendar address");
  await expect(address).toHaveValue(/\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = new URL(await address.inputValue()).pathname;

  const ics = await page.request.get(first);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await ics.text();
  expect(text).toContain("BEGIN:VCALENDAR");
  expect(text).toMatch(/SUMMARY:Aarav: /);

  await feed.getByRole("button", { name: "Revoke and make a new address" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke and make a new address" });
  await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(address).not.toHaveValue(new RegExp(first));
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(new URL(await address.inputValue()).pathname)).status()).toBe(200);

  const box = page.getByLabel("Send me class reminders");
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Save reminders" }).click();
  await expect(page.getByText("Reminders are off.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Send me class reminders")).not.toBeChecked();

  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
