import { bookableTeacher, newFamily } from "./factories";
import { purchasePack } from "./factories-money";
import { axeViolations, expect, expectNoHorizontalScroll, latestOtp, test } from "./fixtures";

const stamp = Date.now();
/** A fresh Indian mobile for this run (starts with 7, ten digits). */
const mobile = `7${String(stamp).slice(-9)}`;

test("a parent makes a buddy batch; a friend opens the link, signs up and lands on the payment page", async ({
  page,
  browser,
  request,
}) => {
  // The parent (a new family that bought a guitar pack of a new teacher: all made by the test)
  // turns the pack into a buddy batch of 3 on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const { teacher, page: teacherPage } = await bookableTeacher(browser, {
    subject: "Guitar",
    weeklyAt: "07:00",
  });
  await teacherPage.context().close();
  await newFamily(page.request);
  await purchasePack(page, teacher);
  await page.goto("/st/buddy");
  await expect(page.getByRole("heading", { level: 1, name: "Buddy batches" })).toBeVisible();
  // The first pack without a batch yet.
  const free = page
    .getByRole("region")
    .filter({ has: page.getByRole("button", { name: "Make a buddy batch" }) })
    .first();
  const panel = page.getByTestId((await free.getAttribute("data-testid"))!);
  // Nothing chosen: the spec's message.
  await panel.getByRole("button", { name: "Make a buddy batch" }).click();
  await expect(panel.getByText("Capacity is mandatory.")).toBeVisible();
  await panel.getByLabel("Students in the batch (you included)").selectOption("3");
  await panel.getByRole("button", { name: "Make a buddy batch" }).click();
  await expect(panel.getByText("Saved Successfully.")).toBeVisible();
  const link = (await panel.getByTestId("buddy-invite-link").textContent())!.trim();
  const invitePath = new URL(link).pathname;
  expect(invitePath).toMatch(/^\/buddy\/[0-9a-f]{32,}$/);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // A friend, in their own browser on a phone, opens the link and signs up.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friend = await friendContext.newPage();
  await friend.goto(invitePath);
  await expect(
    friend.getByRole("heading", { level: 1, name: "Join your friend's buddy batch" }),
  ).toBeVisible();
  await friend.getByLabel("Full name").fill("Riya Buddy");
  await friend.getByLabel("E-mail", { exact: true }).fill(`buddy.${stamp}@e2e.example`);
  await friend.getByLabel("Mobile number", { exact: true }).fill(mobile);
  await friend.getByRole("button", { name: "Send OTP" }).click();
  await friend.getByLabel("OTP", { exact: true }).fill(await latestOtp(request, mobile));
  await friend.getByRole("button", { name: "Verify" }).click();
  await expect(friend.getByText("Mobile number verified.")).toBeVisible();
  await friend.getByLabel("Password", { exact: true }).fill("Buddy#2026");
  await friend.getByRole("button", { name: "Sign up and pay" }).click();
  // The terms first.
  await expect(friend.getByText("Please accept the terms to continue.")).toBeVisible();
  await friend.getByLabel("I agree to the terms of use and the privacy policy.").check();
  await expectNoHorizontalScroll(friend);
  expect(await axeViolations(friend)).toEqual([]);
  await friend.getByRole("button", { name: "Sign up and pay" }).click();
  await expect(friend).toHaveURL(/\/checkout\/sandbox\/ord_/);
  await expect(friend.getByRole("heading", { level: 1, name: "Pay for your order" })).toBeVisible();
  await friendContext.close();

  // A bad link says so and shows no form.
  await page.goto("/buddy/0123456789abcdef0123456789abcdef");
  await expect(page.getByText("This invite link is not valid.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign up and pay" })).toHaveCount(0);
});
