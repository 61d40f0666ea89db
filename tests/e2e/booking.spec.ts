import {
  axeViolations,
  expect,
  expectNoHorizontalScroll,
  loginWithPassword,
  test,
} from "./fixtures";
import { chooseDemoTeacherTime, confirmDemoBooking, DEMO_COURSE as COURSE } from "./demo-booking";

// A student books a free demo with the demo teacher through the slot chooser, finds it on their
// dashboard, and the teacher sees it on theirs. The browser is in India: times carry "(IST)".
test.use({ timezoneId: "Asia/Kolkata" });

test("a student books a free demo with the demo teacher, and both see it", async ({ page }) => {
  await loginWithPassword(page, {
    identifier: "student@demo.tutor.example",
    password: "Demo@1234",
  });
  await page.goto(`/st/book-demo/${COURSE}`);
  await expect(page.getByRole("heading", { level: 1, name: "Guitar for Beginners" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing chosen yet.
  await page.getByRole("button", { name: "Book free demo" }).click();
  await expect(page.getByText("Please select a preferred slot.")).toBeVisible();

  // Find the demo teacher's time among the date tabs.
  const label = await chooseDemoTeacherTime(page);
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
  await expect(page.getByText("Rohan Mathew")).toBeVisible();
  await expect(page.getByText(label)).toBeVisible();

  await page.goto("/st/dashboard");
  const upcoming = page.getByRole("region", { name: "Upcoming classes" });
  // The seeded paid classes with the same teacher are listed too (db/seed/scheduled-pack.ts).
  const demoRow = upcoming.getByRole("listitem").filter({ hasText: "Guitar · Free demo" });
  await expect(demoRow).toBeVisible();
  await expect(demoRow.getByText("With Rohan Mathew")).toBeVisible();
  await expect(demoRow.getByText(label)).toBeVisible();

  // A second free demo is refused with the spec's message.
  await page.goto(`/st/book-demo/${COURSE}`);
  await page.getByRole("tabpanel").getByRole("radio").first().check();
  await confirmDemoBooking(page);
  await expect(page.getByText("You Had Already Booked Your Free Demo.")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Login" }),
  ).toBeVisible();
  await loginWithPassword(page, {
    identifier: "teacher@demo.tutor.example",
    password: "Demo@1234",
    role: "teacher",
  });
  const theirs = page.getByRole("region", { name: "Upcoming classes" });
  const theirDemo = theirs.getByRole("listitem").filter({ hasText: "Guitar · Free demo" });
  await expect(theirDemo).toBeVisible();
  await expect(theirDemo.getByText(/Students: .*Aarav\b/)).toBeVisible();
});

test("a student asks for a time of their own", async ({ page }) => {
  await loginWithPassword(page, {
    identifier: "sibling@demo.tutor.example",
    password: "Demo@1234",
  });
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

test("a student books from the demo teacher's timetable; a visitor is asked to log in", async ({
  page,
}) => {
  await page.goto("/search?text=Rohan%20Mathew");
  await page
    .getByRole("region", { name: "Results" })
    .getByRole("link", { name: "Rohan Mathew", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/teacher-profile\//);
  const profile = new URL(page.url()).pathname;
  // A visitor sees the free times too (issue 26); booking one asks them to log in first.
  await expect(page.getByRole("heading", { name: "Weekly availability" })).toBeVisible();
  await expect(
    page
      .getByTestId("next-free-times")
      .getByRole("link", { name: /^Book free demo/ })
      .first(),
  ).toHaveAttribute("href", /^\/login\?next=/);

  await loginWithPassword(page, {
    identifier: "sibling@demo.tutor.example",
    password: "Demo@1234",
  });
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
  await expect(chosen).toHaveAccessibleName(/Rohan Mathew/);
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);
  await page.goto(profile);
  await expect(timetable.getByText("Your class").first()).toBeVisible();
});
