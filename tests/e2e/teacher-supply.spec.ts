import { WEEKDAY_NAMES } from "@/lib/scheduling/availability/schemas";
import { confirmDemoBooking } from "./demo-booking";
import { adminSignIn } from "./factories";
import { expect, test } from "./fixtures";
import {
  checklist,
  sendResumeThroughUi,
  signUpThroughUi,
  uniqueMobile,
  uniqueWord,
  watchedPage,
} from "./supply-helpers";

// Issue 35: from applicant to bookable teacher with no seeded teacher. A teacher signs up in the
// UI, sends a resume and video; the server's operator approves in the console; the teacher completes
// the teaching profile, the price and a week of demo slots; a family that signed up in the same
// test finds the teacher by search, opens the profile, books a free demo; the teacher sees it.

test("a teacher who signs up becomes bookable, and a new family books her free demo", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const surname = uniqueWord(9);
  const teacherName = `Tara ${surname}`;
  const teacher = {
    role: "teacher" as const,
    name: teacherName,
    email: `tara.${surname.toLowerCase()}@e2e.example`,
    mobile: uniqueMobile(),
    stream: "Music",
  };

  // The teacher signs up and sends a resume and an intro video.
  await signUpThroughUi(page, request, teacher);
  await sendResumeThroughUi(page);
  await page.goto("/em/dashboard");
  await expect(checklist(page).getByRole("heading")).toHaveText(
    "Start teaching: 2 of 6 steps done",
  );
  // Before approval the price and slot screens say which step is missing.
  await page.goto("/em/schedule");
  await expect(page.getByText(/waiting for an admin's approval/)).toBeVisible();

  // The admin approves the application in the console.
  const console_ = await watchedPage(browser);
  await adminSignIn(console_.page);
  await console_.page.goto("/admin/queues/teacher-applicants");
  await console_.page.getByRole("link", { name: teacherName }).click();
  const main = console_.page.getByRole("main");
  await expect(main.getByRole("heading", { name: teacherName })).toBeVisible();
  await main.getByLabel("Decision").selectOption("approved");
  await main.getByLabel("Reason").fill("Clear intro video");
  await main.getByRole("button", { name: "Save decision" }).click();
  await expect(console_.page.getByText("Decision saved.")).toBeVisible();
  await console_.close();

  // The teacher completes the teaching profile from the checklist…
  await page.goto("/em/dashboard");
  await expect(checklist(page).getByRole("heading")).toHaveText(
    "Start teaching: 3 of 6 steps done",
  );
  await checklist(page).getByRole("link", { name: "Teaching profile" }).click();
  await expect(page).toHaveURL(/\/em\/settings#teaching-profile$/);
  await page.getByLabel("Main subject you teach").selectOption({ label: "Tabla" });
  await page.getByLabel("Headline").fill("Tabla teacher for curious children");
  await page.getByLabel("About you").fill("Fifteen years of tabla, gentle with beginners.");
  await page.getByLabel("Languages you teach in (comma-separated)").fill("English, Hindi");
  await page.getByLabel("Years of teaching").fill("15");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText(/Your teaching profile is saved/).first()).toBeVisible();

  // …the price (dollars left empty: converted at the stored rate)…
  await page.getByLabel("Price per class (₹)").fill("900");
  await page.getByLabel("Pack name").fill("Monthly 8 classes");
  await page.getByLabel("Classes in the pack").fill("8");
  await page.getByRole("button", { name: "Save price and pack" }).click();
  await expect(page.getByText("Your price and pack are saved.").first()).toBeVisible();

  // …and a free demo slot every evening of the week.
  await page.goto("/em/schedule");
  for (const day of WEEKDAY_NAMES) {
    await page
      .getByRole("group", { name: day, exact: true })
      .getByRole("button", { name: `Add a slot on ${day}` })
      .click();
    const slot = page.getByRole("group", { name: `${day} slot 1` });
    await slot.getByLabel("Start time").fill("21:00");
    await slot.getByLabel("Free demo slot").check();
  }
  await page.getByRole("button", { name: "Save my slots" }).click();
  await expect(page.getByRole("status")).toContainText("Slots saved.");
  await page.goto("/em/dashboard");
  await expect(page.getByRole("heading", { name: "You are live" })).toBeVisible();

  // A family signs up, finds her by search, opens the profile and books a free demo.
  const family = await watchedPage(browser);
  const fp = family.page;
  const learner = `Kabir ${uniqueWord()}`;
  await signUpThroughUi(fp, request, {
    role: "student",
    name: learner,
    email: `kabir.${surname.toLowerCase()}@e2e.example`,
    mobile: uniqueMobile(),
  });
  await fp.goto(`/search?text=${surname}`);
  const card = fp
    .getByRole("region", { name: "Results" })
    .getByRole("article")
    .filter({ hasText: teacherName });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: teacherName, exact: true }).click();
  await expect(fp.getByRole("heading", { level: 1 })).toHaveText(teacherName);
  const soonest = fp.getByTestId("next-free-times").getByRole("listitem");
  await soonest
    .last()
    .getByRole("link", { name: /Book free demo/ })
    .click();
  await expect(fp).toHaveURL(/\/st\/book-demo\/[^?]+\?slot=/);
  await expect(fp.getByRole("tabpanel").getByRole("radio", { checked: true })).toHaveCount(1);
  await confirmDemoBooking(fp);
  await expect(fp.getByRole("heading", { name: "Your free demo class is booked" })).toBeVisible();
  await expect(fp.getByText(teacherName)).toBeVisible();
  await family.close();

  // The teacher sees the demo, and who booked it, in her classes.
  await page.goto("/em/dashboard");
  const upcoming = page.getByRole("region", { name: "My classes" });
  await expect(upcoming.getByText("Tabla · Free demo").first()).toBeVisible();
  // Teachers see a learner's first name only (decision 036).
  await expect(upcoming.getByText(`Students: ${learner.split(" ")[0]}`).first()).toBeVisible();
});
