import { axeViolations, expect, expectNoHorizontalScroll, test } from "./fixtures";
import { chooseTeacherTime, confirmDemoBooking, GUITAR_COURSE as COURSE } from "./demo-booking";
import { bookableTeacher, newFamily, openProfileFromSearch } from "./factories";

// A family books a free demo with a guitar teacher (both made by the test) through the slot
// chooser, finds it on its dashboard, and the teacher sees it on theirs. The browser is in India:
// times carry "(IST)".
test.use({ timezoneId: "Asia/Kolkata" });

test("a student books a free demo with a new teacher, and both see it", async ({
  page,
  browser,
}) => {
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "17:00",
  });
  const family = await newFamily(page.request);
  await page.goto(`/st/book-demo/${COURSE}`);
  await expect(page.getByRole("heading", { level: 1, name: "Guitar for Beginners" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing chosen yet.
  await page.getByRole("button", { name: "Book free demo" }).click();
  await expect(page.getByText("Please select a preferred slot.")).toBeVisible();

  // Find the teacher's time among the date tabs.
  const label = await chooseTeacherTime(page, teacher.name);
  expect(label).toContain("(IST)");

  await page.getByRole("button", { name: "Book free demo" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm your free demo" });
  await expect(confirm.getByText("Guitar for Beginners")).toBeVisible();
  await expect(confirm.getByText(label)).toBeVisible();
  // The date in spec 3's 'DD MMMM, yyyy' form, e.g. "28 November, 2026".
  await expect(confirm.getByText(/^\d{1,2} [A-Z][a-z]+, \d{4}$/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page).toHaveURL(new RegExp(`/demo-booked-successfully/${COURSE}$`));
  await expect(page.getByRole("heading", { name: "Your free demo class is booked" })).toBeVisible();
  await expect(page.getByText(teacher.name)).toBeVisible();
  await expect(page.getByText(label)).toBeVisible();

  await page.goto("/st/dashboard");
  const upcoming = page.getByRole("region", { name: "Upcoming classes" });
  const demoRow = upcoming.getByRole("listitem").filter({ hasText: "Guitar · Free demo" });
  await expect(demoRow).toBeVisible();
  await expect(demoRow.getByText(`With ${teacher.name}`)).toBeVisible();
  await expect(demoRow.getByText(label)).toBeVisible();

  // A second free demo is refused with the spec's message.
  await page.goto(`/st/book-demo/${COURSE}`);
  await chooseTeacherTime(page, teacher.name);
  await confirmDemoBooking(page);
  await expect(page.getByText("You Had Already Booked Your Free Demo.")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Login" }),
  ).toBeVisible();

  // The teacher sees the demo and the learner's first name (decision 036).
  await teacherPage.goto("/em/dashboard");
  const theirs = teacherPage.getByRole("region", { name: "Upcoming classes" });
  const theirDemo = theirs.getByRole("listitem").filter({ hasText: "Guitar · Free demo" });
  await expect(theirDemo).toBeVisible();
  await expect(theirDemo.getByText(`Students: ${family.firstName}`)).toBeVisible();
  await teacherPage.context().close();
});

test("a student asks for a time of their own", async ({ page }) => {
  await newFamily(page.request);
  // A parent's phone: the chooser fits 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/st/book-demo/${COURSE}`);
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "None of these times work for me" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask for another time" });
  await dialog.getByRole("button", { name: "Send my preferred time" }).click();
  await expect(dialog.getByText("Please choose the correct date or time.")).toBeVisible();
  const note = dialog.getByLabel("Anything the teacher should know (optional)");
  await note.fill("Evenings after six suit us.");
  await expect(dialog.getByText("573 characters left")).toBeVisible();
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Preferred date").fill(nextMonth);
  await dialog.getByLabel("Preferred time").fill("18:30");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Send my preferred time" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Thank you. We will get in touch")).toBeVisible();
});

test("a student books from a teacher's timetable; a visitor is asked to log in", async ({
  page,
  browser,
}) => {
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "18:00",
  });
  await teacherPage.context().close();
  const profile = await openProfileFromSearch(page, teacher.name);
  // A visitor sees the free times too (issue 26); booking one asks them to log in first.
  await expect(page.getByRole("heading", { name: "Weekly availability" })).toBeVisible();
  await expect(
    page
      .getByTestId("next-free-times")
      .getByRole("link", { name: /^Book free demo/ })
      .first(),
  ).toHaveAttribute("href", /^\/login\?next=/);

  await newFamily(page.request);
  await page.goto(profile);
  const timetable = page.getByRole("region", { name: "Weekly availability" });
  await expect(timetable.getByText(/\(IST\)/).first()).toBeVisible();
  const book = timetable.getByRole("link", { name: /^Book free demo/ });
  if ((await book.count()) === 0) await page.getByRole("link", { name: "Next week →" }).click();
  await expect(book.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await book.first().click();

  // The chooser opens with that time chosen.
  await expect(page).toHaveURL(/\/st\/book-demo\/[^?]+\?slot=[0-9]+_[0-9-]+$/);
  const chosen = page.getByRole("tabpanel").getByRole("radio", { checked: true });
  await expect(chosen).toHaveAccessibleName(new RegExp(teacher.name));
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);
  await page.goto(profile);
  await expect(timetable.getByText("Your class").first()).toBeVisible();
});
