import { newFamily } from "./factories";
import { expect, latestOtp, test, expectNoHorizontalScroll } from "./fixtures";

// Issue 23 part B at 390 px: a parent joins a workshop from the course page and is enrolled by the
// login redirect (rule 4); the course quiz checks every answer, toasts a failed request, and a
// score below 60 % shows the negative row.

const COURSE = "/courses/music/guitar-for-beginners";
test.use({ viewport: { width: 390, height: 844 } });

test("a parent logs in from a workshop's Join and the login redirect enrols the child", async ({
  page,
  request,
  browser,
}) => {
  await page.goto(COURSE);
  const workshops = page.locator("#workshops");
  const join = workshops.getByRole("button", { name: /^Join / }).first();
  await expect(join).toBeVisible();
  const label = (await join.getAttribute("aria-label"))!;
  const title = /^Join (.+), \w+day, /.exec(label)![1]!;
  const card = workshops.getByRole("listitem").filter({ hasText: title }).first();
  await expect(card).toContainText(/12 seats left/);
  await expectNoHorizontalScroll(page);

  // A family the test made elsewhere (signed out here) logs in by a code to its e-mail.
  const elsewhere = await browser.newContext();
  const { email: PARENT } = await newFamily(elsewhere.request);
  await elsewhere.close();

  await join.click();
  const dialog = page.getByRole("dialog", { name: "Log in to join the workshop" });
  await dialog.getByRole("radio", { name: "E-mail" }).check();
  await dialog.getByLabel("E-mail address").fill(PARENT);
  await dialog.getByRole("button", { name: "Send OTP" }).click();
  await dialog.getByLabel("OTP", { exact: true }).fill(await latestOtp(request, PARENT));
  await dialog.getByRole("button", { name: "Verify OTP" }).click();

  await expect(page).toHaveURL(/\/thank_you_workshop\?workshop=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are in the workshop!");
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();

  // Back on the course page the seat is taken and the child is shown as enrolled.
  await page.goto(COURSE);
  const after = page.locator("#workshops").getByRole("listitem").filter({ hasText: title }).first();
  await expect(after).toContainText("You are enrolled");
  await expect(after).toContainText(/11 seats left/);
});

test.describe("the course quiz", () => {
  // The aborted request of the toast check is logged by the browser.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("the course quiz: every answer needed, a failed request toasts, below 60 % is negative", async ({
    page,
  }) => {
    await page.goto(COURSE);
    const quiz = page.getByRole("form", { name: "Course quiz" });
    await quiz.getByRole("button", { name: "See my result" }).click();
    await expect(quiz.getByText("Please answer all questions before submitting.")).toBeVisible();

    // The last option of every question is the "not yet" answer: 0 %.
    for (const group of await quiz.getByRole("group").all()) {
      await group.getByRole("radio").last().check();
    }
    await page.route("**/submit-quiz", (route) => route.abort());
    await quiz.getByRole("button", { name: "See my result" }).click();
    await expect(page.getByText("An error occurred while submitting the quiz.")).toBeVisible();
    await page.unroute("**/submit-quiz");

    await quiz.getByRole("button", { name: "See my result" }).click();
    const negative = page.getByTestId("quiz-result-negative");
    await expect(negative).toBeVisible();
    await expect(negative).toContainText("You scored 0%");
    await expect(page.getByTestId("quiz-result-positive")).toHaveCount(0);
    await expect(page.getByTestId("quiz-submit-area")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  });
});
