import type { Page } from "@playwright/test";
import { chooseTeacherTime, confirmDemoBooking, GUITAR_COURSE } from "./demo-booking";
import { bookableTeacher, newFamily } from "./factories";
import { axeViolations, expect, expectNoHorizontalScroll, moveClock, test } from "./fixtures";

// Issue 22: a child who attended a class answers the survey on the dashboard, sees confetti and
// the points earned, and is not asked again. The history is made by the test: a new family books a
// free demo with a new guitar teacher, the server's clock is moved to the class, the teacher
// starts it and the child is marked present (the calls the class buttons make); then the clock is
// moved to two hours after its start, so that class is the one asked about.
// On a phone (390 px): the modal must fit.
test.use({ timezoneId: "Asia/Kolkata", viewport: { width: 390, height: 844 } });

type Booked = { slot_id: number; starts_at: string };

/**
 * A free demo the family on `page` booked with the teacher of `teacherPage` and attended: the
 * teacher starts the class (POST /api/ceate-and-join-meeting, as "Start class") and the child is
 * marked present (POST /api/mark-attendance, as "Join class" once let in), at the class's time.
 */
async function attendedDemo(page: Page, teacherPage: Page, teacherName: string): Promise<Booked> {
  await page.goto(`/st/book-demo/${GUITAR_COURSE}`);
  await chooseTeacherTime(page, teacherName);
  await confirmDemoBooking(page);
  await expect(page).toHaveURL(/\/demo-booked-successfully\//);
  const upcoming = await page.request.get("/get-all-upcoming-classes?page=1&limit=10");
  const [booked] = (await upcoming.json()).data as Booked[];
  expect(booked, "the booked demo in the student's upcoming classes").toBeTruthy();
  await moveClock(page.request, new Date(Date.parse(booked!.starts_at) + 60_000));
  const started = await teacherPage.request.post("/api/ceate-and-join-meeting", {
    data: { slot_id: booked!.slot_id, is_demo: true },
  });
  expect(started.status(), await started.text()).toBe(200);
  const present = await page.request.post("/api/mark-attendance", {
    data: { slot_id: booked!.slot_id },
  });
  expect(present.status(), await present.text()).toBe(200);
  return booked!;
}

test("a child answers the class survey, sees confetti and points, and is not asked again", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    demoAt: "17:00",
  });
  await newFamily(page.request);
  try {
    const attended = await attendedDemo(page, teacherPage, teacher.name);
    await moveClock(page.request, new Date(Date.parse(attended.starts_at) + 2 * 3_600_000));
    await page.goto("/st/dashboard");
    await page.getByRole("button", { name: "Rate your class" }).click();
    const dialog = page.getByRole("dialog", { name: "How was your class?" });
    await dialog.getByRole("button", { name: "5 stars" }).click();
    await expect(dialog.getByRole("radio", { name: "It was fun" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    // Step 2 needs an option, and remarks for an option that asks for them.
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please choose one option from above.")).toBeVisible();
    await dialog.getByRole("radio", { name: "Sound or video trouble" }).check();
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Please enter the remarks.")).toBeVisible();
    await dialog.getByLabel(/Remarks/).fill("The sound dropped for a minute");
    await dialog.getByRole("button", { name: "Send" }).click();

    const thanks = page.getByRole("dialog", { name: "Thank you!" });
    await expect(thanks.getByText(/You earned 10 points!/)).toBeVisible();
    const confetti = page.getByTestId("confetti");
    await expect(confetti).toHaveAttribute("data-pieces", "300");
    await expect(confetti).toHaveAttribute("data-state", /running|done/);
    await thanks.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: "Rate your class" })).toHaveCount(0);

    // Closed: never asked again for that class.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const again = await page.request.post("/display-survey-options", {
      data: { slot_id: attended.slot_id },
    });
    expect(await again.json()).toMatchObject({ show: false });
    // The dashboard may now ask about an earlier class of the week, never about this one.
    const pending = await page.request.post("/display-survey-options", { data: {} });
    const next = (await pending.json()) as { survey: { slot_id: number } | null };
    expect(next.survey?.slot_id).not.toBe(attended.slot_id);
  } finally {
    await moveClock(page.request, new Date());
    await teacherPage.context().close();
  }
});
